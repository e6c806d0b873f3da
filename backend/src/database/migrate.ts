import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadEnvironment } from '../config/environment';
import { dataSourceOptions } from './data-source-options';

/** Applies pending migrations, one line of output per migration (the TypeORM CLI prints every query). */
async function main(): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(loadEnvironment().DATABASE_URL));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    for (const migration of applied) console.log(`[migrate] applied ${migration.name}`);
    if (applied.length === 0) console.log('[migrate] database is up to date');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
