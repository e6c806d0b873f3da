import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting an account cascades its likes, comments (with the replies under them) and follows away; the counters
 * those rows were counted in (post likes and comments, comment likes, followers and following) move down in the
 * same statement, before the rows go, so they stay equal to the rows that remain.
 */
export class SocialCountersOnAccountDeletion1795530000000 implements MigrationInterface {
  name = 'SocialCountersOnAccountDeletion1795530000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION social_counters_before_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE post p SET likes = p.likes - 1 FROM post_like l WHERE l.user_id = OLD.id AND l.post_id = p.id;
        UPDATE comment c SET likes_count = c.likes_count - 1
          FROM comment_like l WHERE l.user_id = OLD.id AND l.comment_id = c.id;
        UPDATE post p SET comments_count = p.comments_count - gone.n
          FROM (
            SELECT c.post_id, count(*)::int AS n FROM comment c
            WHERE c.user_id = OLD.id
               OR c.parent_id IN (SELECT t.id FROM comment t WHERE t.user_id = OLD.id AND t.parent_id IS NULL)
            GROUP BY c.post_id
          ) gone
          WHERE p.id = gone.post_id;
        UPDATE users u SET followers_count = u.followers_count - 1
          FROM follow f WHERE f.follower_id = OLD.id AND f.following_id = u.id;
        UPDATE users u SET following_count = u.following_count - 1
          FROM follow f WHERE f.following_id = OLD.id AND f.follower_id = u.id;
        RETURN OLD;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER social_counters_before_user_delete BEFORE DELETE ON users
       FOR EACH ROW EXECUTE FUNCTION social_counters_before_user_delete()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER social_counters_before_user_delete ON users`);
    await queryRunner.query(`DROP FUNCTION social_counters_before_user_delete()`);
  }
}
