import type { DataSource, EntityMetadata } from 'typeorm';

/**
 * Raw SQL that selects whole entities, for hot reads run as prepared statements (see prepared-statements.ts) whose
 * results are still the entities the rest of the code expects: `entityColumns` lists every column of the entity
 * under a prefix, `hydrateEntity` builds the entity back from those columns as TypeORM's own queries would.
 */
export function entityColumns(metadata: EntityMetadata, alias: string, prefix = ''): string {
  return metadata.columns
    .map((column) => `${alias}.${column.databaseName} AS "${prefix}${column.databaseName}"`)
    .join(', ');
}

/** Like `entityColumns`, without the columns TypeORM leaves out unless asked (`select: false`, a password hash). */
export function selectedColumns(metadata: EntityMetadata, alias: string, prefix = ''): string {
  return metadata.columns
    .filter((column) => column.isSelect)
    .map((column) => `${alias}.${column.databaseName} AS "${prefix}${column.databaseName}"`)
    .join(', ');
}

export function hydrateEntity<Entity>(
  dataSource: DataSource,
  metadata: EntityMetadata,
  row: Record<string, unknown>,
  prefix = '',
): Entity {
  const entity = metadata.create() as Entity;
  for (const column of metadata.columns)
    column.setEntityValue(
      entity as object,
      dataSource.driver.prepareHydratedValue(row[`${prefix}${column.databaseName}`], column),
    );
  return entity;
}
