import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order keeps a copy of the address it ships to, so that editing or deleting the saved address leaves placed
 * orders as they were. Existing orders are backfilled from the address they name (an order whose buyer is gone
 * has none, and keeps none). Deleting the buyer's account forgets the copy, as it forgot the saved address.
 */
export class OrderShippingAddress1795580000000 implements MigrationInterface {
  name = 'OrderShippingAddress1795580000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_product" ADD "shipping_address" jsonb`);
    await queryRunner.query(`
            UPDATE "user_product" o SET "shipping_address" = jsonb_build_object(
              'fullName', a.full_name, 'mobile', a.mobile, 'email', a.email, 'address1', a.address1,
              'address2', a.address2, 'district', a.district, 'city', a.city, 'state', a.state, 'pincode', a.pincode)
            FROM "user_address" a WHERE a.id = o.address_id`);
    await queryRunner.query(`
            CREATE FUNCTION user_product_forget_deleted_buyer() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              NEW.shipping_address := NULL;
              RETURN NEW;
            END
            $$`);
    await queryRunner.query(
      `CREATE TRIGGER user_product_forget_deleted_buyer BEFORE UPDATE OF user_id ON user_product
             FOR EACH ROW WHEN (NEW.user_id IS NULL) EXECUTE FUNCTION user_product_forget_deleted_buyer()`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_product" ADD CONSTRAINT "user_product_ships_somewhere" CHECK ("user_id" IS NULL OR "shipping_address" IS NOT NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_product" DROP CONSTRAINT "user_product_ships_somewhere"`);
    await queryRunner.query(`DROP TRIGGER user_product_forget_deleted_buyer ON user_product`);
    await queryRunner.query(`DROP FUNCTION user_product_forget_deleted_buyer()`);
    await queryRunner.query(`ALTER TABLE "user_product" DROP COLUMN "shipping_address"`);
  }
}
