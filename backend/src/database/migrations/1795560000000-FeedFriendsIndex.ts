import { MigrationInterface, QueryRunner } from 'typeorm';

export class FeedFriendsIndex1795560000000 implements MigrationInterface {
  name = 'FeedFriendsIndex1795560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "post_friends_author_newest" ON "post" ("user_id", "created_at" DESC, "id" DESC) WHERE "visibility" = 'friends'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "post_friends_author_newest"`);
  }
}
