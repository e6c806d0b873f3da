import path from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** One definition of how we reach PostgreSQL, shared by the app, the migration CLI, seeds and tests. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [
      path.join(__dirname, '../modules/**/entities/*.entity.{ts,js}'),
      path.join(__dirname, '../common/**/*.entity.{ts,js}'),
    ],
    migrations: [path.join(__dirname, 'migrations/*.{ts,js}')],
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    extra: { max: 20 },
  };
}
