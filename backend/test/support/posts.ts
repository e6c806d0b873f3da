import type { TestApp } from './test-app';

let sequence = 0;

/**
 * A try-on post as posting a finished try-on leaves it (the try-on row and the post), written straight to the
 * database: the try-on engine is not what these suites test. `secondsAgo` orders posts by time.
 */
export async function insertPost(
  testApp: TestApp,
  userId: string,
  options: { visibility?: 'friends' | 'public'; secondsAgo?: number; caption?: string } = {},
): Promise<string> {
  sequence += 1;
  const timestamp = String(1_732_300_000_000 + sequence);
  const [tryOn] = await testApp.dataSource.query(
    `INSERT INTO virtual_try_on (user_id, timestamp, status, provider, person_image_key, garment_image_key, try_on_url,
       credit_state, completed_at)
     VALUES ($1, $2, 'completed', 'local', 'person.png', 'garment.png', $3, 'charged', now()) RETURNING id`,
    [userId, timestamp, `/uploads/someone/try-on/${timestamp}.png`],
  );
  const [post] = await testApp.dataSource.query(
    `INSERT INTO post (user_id, try_on_id, caption, try_on_image, garment_image, try_on_thumbnail, visibility, tags,
       metadata, created_at)
     VALUES ($1, $2, $3, $4, '/private/garment.png', $5, $6, '{#tvt,#tryon}', $7, now() - make_interval(secs => $8))
     RETURNING id`,
    [
      userId,
      tryOn.id,
      options.caption ?? `Post ${sequence}`,
      `/uploads/someone/try-on/${timestamp}.png`,
      `/private/thumbnails/${timestamp}.webp`,
      options.visibility ?? 'friends',
      JSON.stringify({ tryOnTimestamp: timestamp }),
      options.secondsAgo ?? 0,
    ],
  );
  return post.id as string;
}
