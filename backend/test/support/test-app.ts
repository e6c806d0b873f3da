import { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { applicationOptions, configureApp } from '../../src/configure-app';
import { dataSourceOptions } from '../../src/database/data-source-options';

export interface TestApp {
  app: NestExpressApplication;
  dataSource: DataSource;
  storageDirectory: string;
  /** Where private files (try-ons, person photos) are kept: never served as static files. */
  privateStorageDirectory: string;
  /** A cookie-keeping client that, like a browser, says which page (origin) sends its requests. */
  browser: () => ReturnType<typeof request.agent>;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

const serverUrl = () => {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'DATABASE_URL is not set: run the e2e tests through `make test` (scripts/stack.mjs starts PostgreSQL and Redis)',
    );
  return url;
};

/** Each suite gets its own database, Redis key prefix and upload folder; `overrides` set environment variables. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const savedEnvironment = { ...process.env };
  const databaseName = `tvt_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const administration = new Client({ connectionString: serverUrl() });
  await administration.connect();
  await administration.query(`CREATE DATABASE ${databaseName}`);
  await administration.end();
  const databaseUrl = new URL(serverUrl());
  databaseUrl.pathname = `/${databaseName}`;
  const storageDirectory = mkdtempSync(path.join(tmpdir(), 'tvt-uploads-'));

  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_KEY_PREFIX: `${databaseName}:`,
    STORAGE_LOCAL_DIRECTORY: storageDirectory,
    STORAGE_PRIVATE_DIRECTORY: `${storageDirectory}-private`,
    FRONTEND_DIST: path.join(storageDirectory, 'no-frontend'),
    PASSWORD_HASH_TIME_COST: '1',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_REGISTER: '1000',
    RATE_LIMIT_OTP: '1000',
    RATE_LIMIT_PASSWORD_RESET: '1000',
    RATE_LIMIT_UPLOAD: '1000',
    ...overrides,
  });
  const migrations = new DataSource(dataSourceOptions(databaseUrl.toString()));
  await migrations.initialize();
  await migrations.runMigrations();
  await migrations.destroy();

  const moduleReference = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleReference.createNestApplication<NestExpressApplication>({
    ...applicationOptions,
    logger: ['error'],
  });
  configureApp(app);
  await app.init();
  const server = app.getHttpServer();

  return {
    app,
    dataSource: app.get(DataSource),
    storageDirectory,
    privateStorageDirectory: `${storageDirectory}-private`,
    browser: () => request.agent(server).set('Origin', process.env.APP_URL ?? 'http://localhost:3000'),
    http: () => request(server),
    close: async () => {
      await app.close();
      process.env = savedEnvironment;
      rmSync(storageDirectory, { recursive: true, force: true });
      rmSync(`${storageDirectory}-private`, { recursive: true, force: true });
      const cleanup = new Client({ connectionString: serverUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
