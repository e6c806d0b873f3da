import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to a user's row (credits, role, counters, password, deletion), whoever makes it (a request, a job
 * worker, a trigger), tells the API processes at commit, which drop the user from their session cache.
 */
export class UserChangedNotice1795596400000 implements MigrationInterface {
  name = 'UserChangedNotice1795596400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE FUNCTION users_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              PERFORM pg_notify('user_changed', OLD.id::text);
              RETURN NULL;
            END
            $$`);
    await queryRunner.query(
      `CREATE TRIGGER users_notify_changed AFTER UPDATE OR DELETE ON users
             FOR EACH ROW EXECUTE FUNCTION users_notify_changed()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER users_notify_changed ON users`);
    await queryRunner.query(`DROP FUNCTION users_notify_changed()`);
  }
}
