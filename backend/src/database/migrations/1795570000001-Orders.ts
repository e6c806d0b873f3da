import { MigrationInterface, QueryRunner } from 'typeorm';

export class Orders1795570000001 implements MigrationInterface {
  name = 'Orders1795570000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "user_product" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid,
                "trend_star_user_id" uuid,
                "product_id" uuid,
                "actual_price" numeric(10, 2) NOT NULL,
                "discount_price" numeric(10, 2),
                "size" text NOT NULL,
                "color" text NOT NULL,
                "address_id" uuid,
                "order_status" character varying(20) NOT NULL DEFAULT 'pending',
                "try_on_id" character varying(80),
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "user_product_status_known" CHECK (
                    "order_status" IN (
                        'pending',
                        'confirmed',
                        'shipped',
                        'delivered',
                        'completed',
                        'cancelled'
                    )
                ),
                CONSTRAINT "PK_7eb455f41e1a19b0f70f27e41ec" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "user_product_address" ON "user_product" ("address_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "user_product_product" ON "user_product" ("product_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "user_product_seller_newest" ON "user_product" ("trend_star_user_id", "created_at", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "user_product_buyer_newest" ON "user_product" ("user_id", "created_at", "id")
        `);
    await queryRunner.query(`
            ALTER TABLE "user_product"
            ADD CONSTRAINT "FK_743893c0c8936b585085e95df8e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "user_product"
            ADD CONSTRAINT "FK_0ba5d7e9ee4a1903db9aad8defc" FOREIGN KEY ("trend_star_user_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "user_product"
            ADD CONSTRAINT "FK_dadf8ea672e01452c23d6da9112" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "user_product"
            ADD CONSTRAINT "FK_68d055ca4c287bb318b9613bdad" FOREIGN KEY ("address_id") REFERENCES "user_address"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "user_product" DROP CONSTRAINT "FK_68d055ca4c287bb318b9613bdad"
        `);
    await queryRunner.query(`
            ALTER TABLE "user_product" DROP CONSTRAINT "FK_dadf8ea672e01452c23d6da9112"
        `);
    await queryRunner.query(`
            ALTER TABLE "user_product" DROP CONSTRAINT "FK_0ba5d7e9ee4a1903db9aad8defc"
        `);
    await queryRunner.query(`
            ALTER TABLE "user_product" DROP CONSTRAINT "FK_743893c0c8936b585085e95df8e"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."user_product_buyer_newest"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."user_product_seller_newest"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."user_product_product"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."user_product_address"
        `);
    await queryRunner.query(`
            DROP TABLE "user_product"
        `);
  }
}
