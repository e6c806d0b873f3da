import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders keep what was bought: the product's title, the order's own copies of its pictures and the seller's name,
 * taken when the order is placed. Existing orders get what can still be read (best effort): the title and the
 * seller's name from rows that still exist, and the product's own picture URLs, which stay good while the product
 * exists (a migration cannot copy files; orders placed from now on get their own copies).
 */
export class OrderPurchasedCopy1795590000001 implements MigrationInterface {
  name = 'OrderPurchasedCopy1795590000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_product" ADD "product_title" text, ADD "product_image" text, ADD "product_thumbnail" text,
       ADD "seller_name" text, ADD "seller_username" text`,
    );
    await queryRunner.query(
      `UPDATE "user_product" o SET "product_title" = p.title,
         "product_image" = coalesce(p.try_on_large, p.try_on_image), "product_thumbnail" = p.try_on_thumbnail
       FROM "product" p WHERE p.id = o.product_id`,
    );
    await queryRunner.query(
      `UPDATE "user_product" o SET "seller_name" = coalesce(nullif(s.display_name, ''), s.username),
         "seller_username" = s.username
       FROM "users" s WHERE s.id = o.trend_star_user_id`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_product" DROP COLUMN "seller_username", DROP COLUMN "seller_name",
       DROP COLUMN "product_thumbnail", DROP COLUMN "product_image", DROP COLUMN "product_title"`,
    );
  }
}
