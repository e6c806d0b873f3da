import { MigrationInterface, QueryRunner } from 'typeorm';

export class Follows1795500000000 implements MigrationInterface {
  name = 'Follows1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "users_username_lower_pattern" ON "users" (lower("username") text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_display_name_lower_pattern" ON "users" (lower("display_name") text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_trendstars_by_followers" ON "users" ("followers_count" DESC, "id") WHERE "role" = 'trendstar'`,
    );
    await queryRunner.query(`CREATE INDEX "follow_following_newest" ON "follow" ("following_id", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "follow_follower_newest" ON "follow" ("follower_id", "created_at" DESC)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "follow_follower_newest"`);
    await queryRunner.query(`DROP INDEX "follow_following_newest"`);
    await queryRunner.query(`DROP INDEX "users_trendstars_by_followers"`);
    await queryRunner.query(`DROP INDEX "users_display_name_lower_pattern"`);
    await queryRunner.query(`DROP INDEX "users_username_lower_pattern"`);
  }
}
