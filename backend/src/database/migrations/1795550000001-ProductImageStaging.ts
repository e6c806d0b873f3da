import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductImageStaging1795550000001 implements MigrationInterface {
  name = 'ProductImageStaging1795550000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product" ADD "try_on_large" text`);
    await queryRunner.query(`ALTER TABLE "product_image" ADD "user_id" uuid NOT NULL`);
    await queryRunner.query(`ALTER TABLE "product_image" ADD "staged_for_try_on_id" uuid`);
    await queryRunner.query(`ALTER TABLE "product_image" DROP CONSTRAINT "FK_dbc7d9aa7ed42c9141b968a9ed3"`);
    await queryRunner.query(`DROP INDEX "public"."product_image_product_order"`);
    await queryRunner.query(`ALTER TABLE "product_image" ALTER COLUMN "product_id" DROP NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "product_image_staged" ON "product_image" ("user_id", "staged_for_try_on_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "product_image_product_order" ON "product_image" ("product_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "product_image" ADD CONSTRAINT "FK_dbc7d9aa7ed42c9141b968a9ed3" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_image" ADD CONSTRAINT "FK_398b0d4ee490f897526c2a14ee8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_image" DROP CONSTRAINT "FK_398b0d4ee490f897526c2a14ee8"`);
    await queryRunner.query(`ALTER TABLE "product_image" DROP CONSTRAINT "FK_dbc7d9aa7ed42c9141b968a9ed3"`);
    await queryRunner.query(`DROP INDEX "public"."product_image_product_order"`);
    await queryRunner.query(`DROP INDEX "public"."product_image_staged"`);
    await queryRunner.query(`ALTER TABLE "product_image" ALTER COLUMN "product_id" SET NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "product_image_product_order" ON "product_image" ("created_at", "product_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "product_image" ADD CONSTRAINT "FK_dbc7d9aa7ed42c9141b968a9ed3" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "product_image" DROP COLUMN "staged_for_try_on_id"`);
    await queryRunner.query(`ALTER TABLE "product_image" DROP COLUMN "user_id"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "try_on_large"`);
  }
}
