import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User search matches anywhere in the username and the names, ignoring case and accents: each user keeps that text
 * folded (`users.search_text`, lower case without accents, kept by a trigger) behind a trigram index. Folding once
 * per write rather than per read keeps a search that matches thousands of people cheap. `unaccent` is only STABLE
 * (its dictionary could change), so `search_folded` names the dictionary and is declared IMMUTABLE for queries to
 * fold their text the same way. Both extensions ship with PostgreSQL's contrib (the embedded server included) and
 * are trusted, so the app's own role may create them.
 */
export class UserSearchTrigram1795590000000 implements MigrationInterface {
  name = 'UserSearchTrigram1795590000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await queryRunner.query(
      `CREATE FUNCTION public.search_folded(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION public.user_search_text(username text, display_name text, first_name text, last_name text)
       RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
       AS $$ SELECT public.search_folded(concat_ws(' ', username, display_name, first_name, last_name)) $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION public.users_fold_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.search_text := public.user_search_text(NEW.username, NEW.display_name, NEW.first_name, NEW.last_name);
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "search_text" text`);
    await queryRunner.query(
      `UPDATE "users" SET "search_text" = public.user_search_text(username, display_name, first_name, last_name)`,
    );
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "search_text" SET NOT NULL`);
    await queryRunner.query(
      `CREATE TRIGGER users_fold_search_text BEFORE INSERT OR UPDATE OF username, display_name, first_name, last_name
       ON "users" FOR EACH ROW EXECUTE FUNCTION public.users_fold_search_text()`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_search_trigram" ON "users" USING gin ("search_text" public.gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP INDEX "users_username_lower_pattern"`);
    await queryRunner.query(`DROP INDEX "users_display_name_lower_pattern"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "users_display_name_lower_pattern" ON "users" (lower("display_name") text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_username_lower_pattern" ON "users" (lower("username") text_pattern_ops)`,
    );
    await queryRunner.query(`DROP INDEX "users_search_trigram"`);
    await queryRunner.query(`DROP TRIGGER users_fold_search_text ON "users"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "search_text"`);
    await queryRunner.query(`DROP FUNCTION public.users_fold_search_text()`);
    await queryRunner.query(`DROP FUNCTION public.user_search_text(text, text, text, text)`);
    await queryRunner.query(`DROP FUNCTION public.search_folded(text)`);
  }
}
