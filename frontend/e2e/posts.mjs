// Posts the journeys need, written as posting a try-on leaves them: the engine is not what those parts test.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';

/** A finished try-on and its post, written as posting one leaves them: the engine is not what this part tests. */
export async function insertFriendsPost(server, authorId, caption) {
  const folder = path.join(server.uploadsDirectory, 'feed-journey');
  mkdirSync(folder, { recursive: true });
  const picture = (colour) =>
    sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  writeFileSync(path.join(folder, 'garment.jpg'), await picture({ r: 240, g: 200, b: 40 }));
  writeFileSync(path.join(folder, 'try-on.jpg'), await picture({ r: 120, g: 60, b: 200 }));
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const timestamp = String(Date.now());
    const tryOn = await client.query(
      `INSERT INTO virtual_try_on (user_id, timestamp, status, provider, person_image_key, garment_image_key, try_on_url,
         credit_state, completed_at)
       VALUES ($1, $2, 'completed', 'local', 'person.png', 'garment.png', '/uploads/feed-journey/try-on.jpg', 'charged', now())
       RETURNING id`,
      [authorId, timestamp],
    );
    const post = await client.query(
      `INSERT INTO post (user_id, try_on_id, caption, try_on_image, garment_image, visibility, tags, metadata)
       VALUES ($1, $2, $3, '/uploads/feed-journey/try-on.jpg', '/uploads/feed-journey/garment.jpg', 'friends',
         '{#tvt,#journey}', $4) RETURNING id`,
      [authorId, tryOn.rows[0].id, caption, JSON.stringify({ tryOnTimestamp: timestamp })],
    );
    return post.rows[0].id;
  } finally {
    await client.end();
  }
}
