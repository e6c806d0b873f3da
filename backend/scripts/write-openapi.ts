import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AppModule } from '../src/app.module';
import { buildOpenApiDocument } from '../src/configure-app';

/** Writes docs/api/openapi.json from the controllers and DTOs, without connecting to anything. */
async function main(): Promise<void> {
  // Preview mode builds the module graph without instantiating providers (no database, no Redis).
  const app = await NestFactory.create(AppModule, { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app);
  const target = path.resolve(__dirname, '../../docs/api/openapi.json');
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), target)} (${Object.keys(document.paths).length} paths)`);
}

void main();
