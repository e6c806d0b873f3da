import { MigrationInterface, QueryRunner } from 'typeorm';

export class FeedPublicIndex1795530000001 implements MigrationInterface {
  name = 'FeedPublicIndex1795530000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "post_public_newest" ON "post" ("created_at" DESC, "id" DESC) WHERE "visibility" = 'public'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "post_public_newest"`);
  }
}
