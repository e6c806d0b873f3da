import { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1795540000000 implements MigrationInterface {
  name = 'Notifications1795540000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notification" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "actor_id" uuid, "type" character varying(30) NOT NULL, "data" jsonb NOT NULL DEFAULT '{}', "read" boolean NOT NULL DEFAULT false, "group_id" character varying(100), "group_count" integer NOT NULL DEFAULT '1', "aggregated" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_705b6c7cdf9b2c2ff7ac7872cb7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_preferences" ("user_id" uuid NOT NULL, "likes" boolean NOT NULL DEFAULT true, "comments" boolean NOT NULL DEFAULT true, "follows" boolean NOT NULL DEFAULT true, "mentions" boolean NOT NULL DEFAULT true, "direct_messages" boolean NOT NULL DEFAULT true, "system_notifications" boolean NOT NULL DEFAULT true, "email_notifications" boolean NOT NULL DEFAULT true, "sound_enabled" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_64c90edc7310c6be7c10c96f675" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification" ADD CONSTRAINT "FK_928b7aa1754e08e1ed7052cb9d8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification" ADD CONSTRAINT "FK_16addcdc44128a517daeddd4491" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_preferences" ADD CONSTRAINT "FK_64c90edc7310c6be7c10c96f675" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "notification_user_newest" ON "notification" ("user_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "notification_open_group" ON "notification" ("user_id", "group_id") WHERE "read" = false`,
    );
    await queryRunner.query(`CREATE INDEX "notification_actor" ON "notification" ("actor_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "notification_actor"`);
    await queryRunner.query(`DROP INDEX "notification_open_group"`);
    await queryRunner.query(`DROP INDEX "notification_user_newest"`);
    await queryRunner.query(`ALTER TABLE "notification_preferences" DROP CONSTRAINT "FK_64c90edc7310c6be7c10c96f675"`);
    await queryRunner.query(`ALTER TABLE "notification" DROP CONSTRAINT "FK_16addcdc44128a517daeddd4491"`);
    await queryRunner.query(`ALTER TABLE "notification" DROP CONSTRAINT "FK_928b7aa1754e08e1ed7052cb9d8"`);
    await queryRunner.query(`DROP TABLE "notification_preferences"`);
    await queryRunner.query(`DROP TABLE "notification"`);
  }
}
