import { MigrationInterface, QueryRunner } from 'typeorm';

export class TryOn1795458816279 implements MigrationInterface {
  name = 'TryOn1795458816279';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "virtual_try_on" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "timestamp" character varying(20) NOT NULL, "status" character varying(12) NOT NULL, "stage" character varying(12), "category" character varying(10), "provider" character varying(10) NOT NULL, "provider_job_id" character varying(200), "person_image_key" text NOT NULL, "garment_image_key" text NOT NULL, "try_on_url" text, "result_key" text, "thumbnail_key" text, "large_key" text, "error_code" character varying(40), "error_message" text, "credit_state" character varying(10) NOT NULL, "submitted_at" TIMESTAMP WITH TIME ZONE, "last_polled_at" TIMESTAMP WITH TIME ZONE, "completed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "virtual_try_on_status_known" CHECK ("status" IN ('starting', 'in_queue', 'processing', 'completed', 'failed')), CONSTRAINT "PK_62969edef6c741dfc3722beee61" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "virtual_try_on_unfinished" ON "virtual_try_on" ("status", "created_at") `);
    await queryRunner.query(`CREATE INDEX "virtual_try_on_user_newest" ON "virtual_try_on" ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "person_photo" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "image_key" text NOT NULL, "thumbnail_key" text NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0e7be389f108147763fc682c3c4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "person_photo_user_newest" ON "person_photo" ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "post" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "try_on_id" uuid NOT NULL, "caption" character varying(2200) NOT NULL, "try_on_image" text NOT NULL, "garment_image" text NOT NULL, "visibility" character varying(10) NOT NULL DEFAULT 'friends', "tags" text array NOT NULL DEFAULT '{}', "likes" integer NOT NULL DEFAULT '0', "comments_count" integer NOT NULL DEFAULT '0', "metadata" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "post_visibility_known" CHECK ("visibility" IN ('friends', 'public')), CONSTRAINT "PK_be5fda3aac270b134ff9c21cdee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "post_try_on" ON "post" ("try_on_id") `);
    await queryRunner.query(`CREATE INDEX "post_newest" ON "post" ("created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "post_user_newest" ON "post" ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "credit_transaction" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "type" character varying(10) NOT NULL, "amount" integer NOT NULL, "description" character varying(200) NOT NULL, "balance_after" integer NOT NULL, "metadata" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "credit_transaction_balance_not_negative" CHECK ("balance_after" >= 0), CONSTRAINT "credit_transaction_type_known" CHECK ("type" IN ('earned', 'spent', 'system', 'refund')), CONSTRAINT "PK_939cbf4663a29962f4d5d97d054" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "credit_transaction_user_newest" ON "credit_transaction" ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "follow" ("follower_id" uuid NOT NULL, "following_id" uuid NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "follow_not_self" CHECK ("follower_id" <> "following_id"), CONSTRAINT "PK_f3ea4388bcbbe0b554dd85c844a" PRIMARY KEY ("follower_id", "following_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "follow_following" ON "follow" ("following_id") `);
    await queryRunner.query(
      `ALTER TABLE "virtual_try_on" ADD CONSTRAINT "FK_cf6c41d669cf190061ebc1e9ea2" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "person_photo" ADD CONSTRAINT "FK_15b7ef67a4c5fdf3843b22cae49" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "post" ADD CONSTRAINT "FK_52378a74ae3724bcab44036645b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "post" ADD CONSTRAINT "FK_f7e372ad03df139ed4f2c5312e7" FOREIGN KEY ("try_on_id") REFERENCES "virtual_try_on"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_transaction" ADD CONSTRAINT "FK_22222ee3064219ff2811dba23b1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "follow" ADD CONSTRAINT "FK_e65ef3268d3d5589f94b09c2373" FOREIGN KEY ("follower_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "follow" ADD CONSTRAINT "FK_7e66760f06ef2ca5eb43109d1cc" FOREIGN KEY ("following_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Balances given before the ledger existed become its first entry, so balance = sum of the ledger holds.
    await queryRunner.query(
      `INSERT INTO "credit_transaction" ("user_id", "type", "amount", "description", "balance_after") SELECT "id", 'system', "credits", 'Opening balance', "credits" FROM "users" WHERE "credits" > 0`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "follow" DROP CONSTRAINT "FK_7e66760f06ef2ca5eb43109d1cc"`);
    await queryRunner.query(`ALTER TABLE "follow" DROP CONSTRAINT "FK_e65ef3268d3d5589f94b09c2373"`);
    await queryRunner.query(`ALTER TABLE "credit_transaction" DROP CONSTRAINT "FK_22222ee3064219ff2811dba23b1"`);
    await queryRunner.query(`ALTER TABLE "post" DROP CONSTRAINT "FK_f7e372ad03df139ed4f2c5312e7"`);
    await queryRunner.query(`ALTER TABLE "post" DROP CONSTRAINT "FK_52378a74ae3724bcab44036645b"`);
    await queryRunner.query(`ALTER TABLE "person_photo" DROP CONSTRAINT "FK_15b7ef67a4c5fdf3843b22cae49"`);
    await queryRunner.query(`ALTER TABLE "virtual_try_on" DROP CONSTRAINT "FK_cf6c41d669cf190061ebc1e9ea2"`);
    await queryRunner.query(`DROP INDEX "public"."follow_following"`);
    await queryRunner.query(`DROP TABLE "follow"`);
    await queryRunner.query(`DROP INDEX "public"."credit_transaction_user_newest"`);
    await queryRunner.query(`DROP TABLE "credit_transaction"`);
    await queryRunner.query(`DROP INDEX "public"."post_user_newest"`);
    await queryRunner.query(`DROP INDEX "public"."post_newest"`);
    await queryRunner.query(`DROP INDEX "public"."post_try_on"`);
    await queryRunner.query(`DROP TABLE "post"`);
    await queryRunner.query(`DROP INDEX "public"."person_photo_user_newest"`);
    await queryRunner.query(`DROP TABLE "person_photo"`);
    await queryRunner.query(`DROP INDEX "public"."virtual_try_on_user_newest"`);
    await queryRunner.query(`DROP INDEX "public"."virtual_try_on_unfinished"`);
    await queryRunner.query(`DROP TABLE "virtual_try_on"`);
  }
}
