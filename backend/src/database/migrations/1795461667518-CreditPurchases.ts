import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreditPurchases1795461667518 implements MigrationInterface {
  name = 'CreditPurchases1795461667518';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "trendstar_application" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "instagram_handle" character varying(30) NOT NULL,
                "social_media_links" text array NOT NULL DEFAULT '{}',
                "reason_to_apply" text NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'pending',
                "review_note" character varying(1000),
                "reviewed_by" uuid,
                "reviewed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "trendstar_application_status_known" CHECK ("status" IN ('pending', 'approved', 'rejected')),
                CONSTRAINT "PK_3a4e43c95c929d47ab9efd2dc2a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "trendstar_application_status_newest" ON "trendstar_application" ("status", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "trendstar_application_user_newest" ON "trendstar_application" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "trendstar_application_one_pending" ON "trendstar_application" ("user_id")
            WHERE "status" = 'pending'
        `);
    await queryRunner.query(`
            CREATE TABLE "system_config" (
                "key" character varying(100) NOT NULL,
                "value" jsonb NOT NULL,
                "description" character varying(500) NOT NULL DEFAULT '',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_eedd3cd0f227c7fb5eff2204e93" PRIMARY KEY ("key")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "payment_webhook_event" (
                "event_id" character varying(64) NOT NULL,
                "event" character varying(40) NOT NULL,
                "gateway_order_id" character varying(64),
                "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_05a1c5cd4ac13d98d8737f0061e" PRIMARY KEY ("event_id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "credit_order" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "package_id" character varying(64) NOT NULL,
                "package_name" character varying(100) NOT NULL,
                "credits" integer NOT NULL,
                "amount" integer NOT NULL,
                "currency" character varying(3) NOT NULL DEFAULT 'INR',
                "mode" character varying(10) NOT NULL,
                "gateway_order_id" character varying(64) NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'created',
                "payment_id" character varying(64),
                "paid_via" character varying(10),
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "credit_order_amount_positive" CHECK (
                    "amount" > 0
                    AND "credits" > 0
                ),
                CONSTRAINT "credit_order_mode_known" CHECK ("mode" IN ('razorpay', 'test')),
                CONSTRAINT "credit_order_status_known" CHECK ("status" IN ('created', 'paid', 'failed')),
                CONSTRAINT "PK_8970efdc0a57418fda0dccf4f51" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "credit_order_payment_unique" ON "credit_order" ("payment_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "credit_order_gateway_order_unique" ON "credit_order" ("gateway_order_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "credit_order_user_newest" ON "credit_order" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "trendstar_application"
            ADD CONSTRAINT "FK_a5197f1bc97cb5b35832e511723" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_order"
            ADD CONSTRAINT "FK_a8dbd8670c29bede7187230d3b8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "credit_order" DROP CONSTRAINT "FK_a8dbd8670c29bede7187230d3b8"
        `);
    await queryRunner.query(`
            ALTER TABLE "trendstar_application" DROP CONSTRAINT "FK_a5197f1bc97cb5b35832e511723"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."credit_order_user_newest"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."credit_order_gateway_order_unique"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."credit_order_payment_unique"
        `);
    await queryRunner.query(`
            DROP TABLE "credit_order"
        `);
    await queryRunner.query(`
            DROP TABLE "payment_webhook_event"
        `);
    await queryRunner.query(`
            DROP TABLE "system_config"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."trendstar_application_one_pending"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."trendstar_application_user_newest"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."trendstar_application_status_newest"
        `);
    await queryRunner.query(`
            DROP TABLE "trendstar_application"
        `);
  }
}
