import 'reflect-metadata';
import { ConfigType } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { appConfig } from './config/configuration';
import { loadEnvironmentOrExit } from './config/environment';
import { applicationOptions, configureApp } from './configure-app';

async function bootstrap(): Promise<void> {
  loadEnvironmentOrExit();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    ...applicationOptions,
    logger: ['error', 'warn'],
  });
  configureApp(app);
  const settings = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  await app.listen(settings.port, settings.host);
  console.log(`TVT API listening on ${settings.url} (docs at ${settings.url}/api/docs)`);
}

void bootstrap();
