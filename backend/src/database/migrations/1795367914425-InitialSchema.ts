import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795367914425 implements MigrationInterface {
  name = 'InitialSchema1795367914425';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "dev_outbox_message" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "to" character varying(254) NOT NULL,
                "subject" text NOT NULL,
                "text" text NOT NULL,
                "html" text NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_dac1d3a7205c1f72c96e5e2ff86" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_226ce4dd845bc659cf5cfc9ba2" ON "dev_outbox_message" ("to")
        `);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "username" character varying(30) NOT NULL,
                "email" character varying(254) NOT NULL,
                "password_hash" text NOT NULL,
                "email_verified" boolean NOT NULL DEFAULT false,
                "first_name" character varying(100) NOT NULL,
                "last_name" character varying(100) NOT NULL,
                "display_name" character varying(100),
                "avatar" text NOT NULL DEFAULT '',
                "avatar_variants" jsonb,
                "bio" character varying(500),
                "gender" character varying(10) NOT NULL DEFAULT 'other',
                "role" character varying(20) NOT NULL DEFAULT 'default',
                "followers_count" integer NOT NULL DEFAULT '0',
                "following_count" integer NOT NULL DEFAULT '0',
                "verified" boolean NOT NULL DEFAULT false,
                "credits" integer NOT NULL DEFAULT '0',
                "is_admin" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "users_credits_not_negative" CHECK ("credits" >= 0),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "password_reset" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "token_hash" character varying(64) NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_0309de62e0cb0960ebb2cb65c95" UNIQUE ("token_hash"),
                CONSTRAINT "PK_8515e60a2cc41584fa4784f52ce" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ad88301fdc79593dd222268a8b" ON "password_reset" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "otp_verification" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "otp_hash" character varying(64) NOT NULL,
                "purpose" character varying(20) NOT NULL,
                "failed_attempts" integer NOT NULL DEFAULT '0',
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_9b069ba98fb41268ae4221ded2d" UNIQUE ("user_id"),
                CONSTRAINT "REL_9b069ba98fb41268ae4221ded2" UNIQUE ("user_id"),
                CONSTRAINT "PK_090ea63a8ef4f33b1a5f29924f8" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "session" (
                "sid" character varying NOT NULL,
                "sess" json NOT NULL,
                "expire" TIMESTAMP(6) NOT NULL,
                CONSTRAINT "PK_7575923e18b495ed2307ae629ae" PRIMARY KEY ("sid")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_session_expire" ON "session" ("expire")
        `);
    await queryRunner.query(`
            ALTER TABLE "password_reset"
            ADD CONSTRAINT "FK_ad88301fdc79593dd222268a8b6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "otp_verification"
            ADD CONSTRAINT "FK_9b069ba98fb41268ae4221ded2d" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    // Indexes TypeORM cannot describe on the entities (declared there with synchronize: false).
    await queryRunner.query(`CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" (lower("username"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" (lower("email"))`);
    await queryRunner.query(`CREATE INDEX "session_user_id_index" ON "session" ((sess -> 'passport' ->> 'user'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "session_user_id_index"`);
    await queryRunner.query(`DROP INDEX "users_email_lower_unique"`);
    await queryRunner.query(`DROP INDEX "users_username_lower_unique"`);
    await queryRunner.query(`
            ALTER TABLE "otp_verification" DROP CONSTRAINT "FK_9b069ba98fb41268ae4221ded2d"
        `);
    await queryRunner.query(`
            ALTER TABLE "password_reset" DROP CONSTRAINT "FK_ad88301fdc79593dd222268a8b6"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_session_expire"
        `);
    await queryRunner.query(`
            DROP TABLE "session"
        `);
    await queryRunner.query(`
            DROP TABLE "otp_verification"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_ad88301fdc79593dd222268a8b"
        `);
    await queryRunner.query(`
            DROP TABLE "password_reset"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_226ce4dd845bc659cf5cfc9ba2"
        `);
    await queryRunner.query(`
            DROP TABLE "dev_outbox_message"
        `);
  }
}
