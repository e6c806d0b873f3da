import type { EntityManager } from 'typeorm';

/**
 * Sets every counter to the number of its rows, one UPDATE per table, touching only the rows that differ:
 * users.followers_count / following_count, post.likes / comments_count (replies included), comment.likes_count,
 * product.likes / comments_count and product_try_on.likes.
 */
export async function exactCounters(manager: EntityManager): Promise<void> {
  await manager.query(`
    UPDATE users u SET followers_count = counted.followers, following_count = counted.following
    FROM (
      SELECT u.id,
        coalesce(followers.n, 0)::int AS followers,
        coalesce(following.n, 0)::int AS following
      FROM users u
      LEFT JOIN (SELECT following_id, count(*) AS n FROM follow GROUP BY following_id) followers ON followers.following_id = u.id
      LEFT JOIN (SELECT follower_id, count(*) AS n FROM follow GROUP BY follower_id) following ON following.follower_id = u.id
    ) counted
    WHERE counted.id = u.id AND (u.followers_count, u.following_count) IS DISTINCT FROM (counted.followers, counted.following)`);
  await manager.query(`
    UPDATE post p SET likes = counted.likes, comments_count = counted.comments
    FROM (
      SELECT p.id, coalesce(likes.n, 0)::int AS likes, coalesce(comments.n, 0)::int AS comments
      FROM post p
      LEFT JOIN (SELECT post_id, count(*) AS n FROM post_like GROUP BY post_id) likes ON likes.post_id = p.id
      LEFT JOIN (SELECT post_id, count(*) AS n FROM comment GROUP BY post_id) comments ON comments.post_id = p.id
    ) counted
    WHERE counted.id = p.id AND (p.likes, p.comments_count) IS DISTINCT FROM (counted.likes, counted.comments)`);
  await manager.query(`
    UPDATE comment c SET likes_count = counted.likes
    FROM (
      SELECT c.id, coalesce(likes.n, 0)::int AS likes
      FROM comment c LEFT JOIN (SELECT comment_id, count(*) AS n FROM comment_like GROUP BY comment_id) likes ON likes.comment_id = c.id
    ) counted
    WHERE counted.id = c.id AND c.likes_count <> counted.likes`);
  await manager.query(`
    UPDATE product p SET likes = counted.likes, comments_count = counted.comments
    FROM (
      SELECT p.id, coalesce(likes.n, 0)::int AS likes, coalesce(comments.n, 0)::int AS comments
      FROM product p
      LEFT JOIN (SELECT product_id, count(*) AS n FROM product_like GROUP BY product_id) likes ON likes.product_id = p.id
      LEFT JOIN (SELECT product_id, count(*) AS n FROM product_comment GROUP BY product_id) comments
        ON comments.product_id = p.id
    ) counted
    WHERE counted.id = p.id AND (p.likes, p.comments_count) IS DISTINCT FROM (counted.likes, counted.comments)`);
  await manager.query(`
    UPDATE product_try_on t SET likes = counted.likes
    FROM (
      SELECT t.id, coalesce(likes.n, 0)::int AS likes
      FROM product_try_on t LEFT JOIN (SELECT try_on_id, count(*) AS n FROM product_try_on_like GROUP BY try_on_id) likes
        ON likes.try_on_id = t.id
    ) counted
    WHERE counted.id = t.id AND t.likes <> counted.likes`);
}
