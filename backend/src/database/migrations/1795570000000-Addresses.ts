import { MigrationInterface, QueryRunner } from 'typeorm';

export class Addresses1795570000000 implements MigrationInterface {
  name = 'Addresses1795570000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "user_address" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "full_name" character varying(100) NOT NULL,
                "mobile" character varying(16) NOT NULL,
                "email" character varying(254),
                "address1" character varying(200) NOT NULL,
                "address2" character varying(200),
                "district" character varying(100) NOT NULL,
                "city" character varying(100) NOT NULL,
                "state" character varying(100) NOT NULL,
                "pincode" character varying(10) NOT NULL,
                "is_default" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_302d96673413455481d5ff4022a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "user_address_one_default" ON "user_address" ("user_id")
            WHERE "is_default"
        `);
    await queryRunner.query(`
            CREATE INDEX "user_address_user" ON "user_address" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "user_address"
            ADD CONSTRAINT "FK_29d6df815a78e4c8291d3cf5e53" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "user_address" DROP CONSTRAINT "FK_29d6df815a78e4c8291d3cf5e53"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."user_address_user"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."user_address_one_default"
        `);
    await queryRunner.query(`
            DROP TABLE "user_address"
        `);
  }
}
