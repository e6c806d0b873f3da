import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { JobsExplorer } from './common/jobs/jobs.explorer';
import { loadEnvironmentOrExit } from './config/environment';

/**
 * A job worker: the same modules as the API without HTTP, consuming every queue. CPU-heavy work (the try-on
 * engine) runs here, never on the API's event loop. `make start` runs TRYON_WORKER_CONCURRENCY of them.
 */
async function bootstrap(): Promise<void> {
  loadEnvironmentOrExit();
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
  // Quiet while the modules load, then one line per job.
  app.useLogger(['error', 'warn', 'log']);
  app.enableShutdownHooks();
  await app.get(JobsExplorer).consume();
  console.log(`[worker] ready (pid ${process.pid})`);
}

void bootstrap();
