import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadEnvironment } from '../config/environment';
import { dataSourceOptions } from './data-source-options';

/** Used by the TypeORM CLI (migration:run, migration:generate --check). */
export default new DataSource(dataSourceOptions(loadEnvironment().DATABASE_URL));
