import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User search reads a narrow table of its own: per user the folded names (`search_text`, as `user_search_text`
 * folds them) and the username, behind the trigram index. A search matching thousands of people visits these
 * short rows (about a tenth of the pages of `users`, whose counters are rewritten often) to rank them, and only the
 * best few users are read whole. A trigger on `users` keeps the row exact on every insert and every change of the
 * names; a deleted user's row goes with it (cascade). `users.search_text` and its index are dropped: one copy.
 */
export class UserSearchTable1795600000065 implements MigrationInterface {
  name = 'UserSearchTable1795600000065';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_search" (
         "user_id" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
         "search_text" text NOT NULL,
         "username" character varying(30) NOT NULL
       )`,
    );
    await queryRunner.query(
      `INSERT INTO "user_search" ("user_id", "search_text", "username")
       SELECT id, public.user_search_text(username, display_name, first_name, last_name), username FROM "users"`,
    );
    await queryRunner.query(
      `CREATE INDEX "user_search_trigram" ON "user_search" USING gin ("search_text" public.gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE FUNCTION public.users_write_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO public.user_search (user_id, search_text, username)
         VALUES (NEW.id, public.user_search_text(NEW.username, NEW.display_name, NEW.first_name, NEW.last_name), NEW.username)
         ON CONFLICT (user_id) DO UPDATE SET search_text = EXCLUDED.search_text, username = EXCLUDED.username;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER users_write_search_row AFTER INSERT OR UPDATE OF username, display_name, first_name, last_name
       ON "users" FOR EACH ROW EXECUTE FUNCTION public.users_write_search_row()`,
    );
    await queryRunner.query(`DROP TRIGGER users_fold_search_text ON "users"`);
    await queryRunner.query(`DROP FUNCTION public.users_fold_search_text()`);
    await queryRunner.query(`DROP INDEX "users_search_trigram"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "search_text"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "search_text" text`);
    await queryRunner.query(
      `UPDATE "users" SET "search_text" = public.user_search_text(username, display_name, first_name, last_name)`,
    );
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "search_text" SET NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "users_search_trigram" ON "users" USING gin ("search_text" public.gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE FUNCTION public.users_fold_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.search_text := public.user_search_text(NEW.username, NEW.display_name, NEW.first_name, NEW.last_name);
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER users_fold_search_text BEFORE INSERT OR UPDATE OF username, display_name, first_name, last_name
       ON "users" FOR EACH ROW EXECUTE FUNCTION public.users_fold_search_text()`,
    );
    await queryRunner.query(`DROP TRIGGER users_write_search_row ON "users"`);
    await queryRunner.query(`DROP FUNCTION public.users_write_search_row()`);
    await queryRunner.query(`DROP TABLE "user_search"`);
  }
}
