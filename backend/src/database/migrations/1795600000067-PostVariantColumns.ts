import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Posts store their picture's 256 px and 1080 px variants in columns, as products do, instead of in `metadata`:
 * existing posts are filled from the text they kept there (a non-text value was never shown), which then goes.
 * `metadata` stays for `tryOnTimestamp`.
 */
export class PostVariantColumns1795600000067 implements MigrationInterface {
  name = 'PostVariantColumns1795600000067';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "post" ADD "try_on_thumbnail" text`);
    await queryRunner.query(`ALTER TABLE "post" ADD "try_on_large" text`);
    await queryRunner.query(
      `UPDATE "post" SET
         "try_on_thumbnail" = CASE WHEN jsonb_typeof("metadata" -> 'tryOnThumbnail') = 'string'
           THEN "metadata" ->> 'tryOnThumbnail' END,
         "try_on_large" = CASE WHEN jsonb_typeof("metadata" -> 'tryOnLarge') = 'string'
           THEN "metadata" ->> 'tryOnLarge' END,
         "metadata" = "metadata" - 'tryOnThumbnail' - 'tryOnLarge'
       WHERE "metadata" ?| ARRAY['tryOnThumbnail', 'tryOnLarge']`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "post" SET "metadata" = "metadata"
         || CASE WHEN "try_on_thumbnail" IS NULL THEN '{}'::jsonb
              ELSE jsonb_build_object('tryOnThumbnail', "try_on_thumbnail") END
         || CASE WHEN "try_on_large" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('tryOnLarge', "try_on_large") END
       WHERE "try_on_thumbnail" IS NOT NULL OR "try_on_large" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "post" DROP COLUMN "try_on_large"`);
    await queryRunner.query(`ALTER TABLE "post" DROP COLUMN "try_on_thumbnail"`);
  }
}
