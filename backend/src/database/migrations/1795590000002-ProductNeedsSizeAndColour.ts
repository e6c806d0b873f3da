import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product is sold in at least one size and one colour (the spec's product rules), whoever writes the row: the API
 * refuses it with the spec's messages, and the table refuses it too. NOT VALID: rows written before are not checked
 * (the API never accepted one without), every new or changed row is.
 */
export class ProductNeedsSizeAndColour1795590000002 implements MigrationInterface {
  name = 'ProductNeedsSizeAndColour1795590000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "product" ADD CONSTRAINT "product_has_size_and_color" CHECK (cardinality("sizes") > 0 AND cardinality("colors") > 0) NOT VALID`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product" DROP CONSTRAINT "product_has_size_and_color"`);
  }
}
