import type request from 'supertest';
import type { TestApp } from './test-app';

type Browser = ReturnType<typeof request.agent>;

export interface NotificationBody {
  id: string;
  type: string;
  actorId: string | null;
  read: boolean;
  groupId: string | null;
  groupCount: number;
  aggregated: boolean;
  createdAt: string;
  data: Record<string, unknown> & { actors?: Array<{ id: string; username: string }> };
}

/** The first page of the signed-in user's notifications, as the app shows them. */
export async function notificationsOf(browser: Browser, query: Record<string, string | number> = {}) {
  const response = await browser.get('/api/notifications').query(query).expect(200);
  return response.body as { notifications: NotificationBody[]; unreadCount: number; nextCursor: string | null };
}

/** Notifications are created by listeners just after the action answered: wait until the check passes. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  milliseconds = 5_000,
): Promise<T> {
  const deadline = Date.now() + milliseconds;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Lets listeners of an action that should create nothing run, so that "nothing" is checked after them. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

let sequence = 0;

/** A finished try-on of this user, written straight to the database (the engine is not what these suites test). */
export async function finishedTryOn(testApp: TestApp, userId: string): Promise<string> {
  sequence += 1;
  const timestamp = String(1_732_400_000_000 + sequence);
  const [tryOn] = await testApp.dataSource.query(
    `INSERT INTO virtual_try_on (user_id, timestamp, status, provider, person_image_key, garment_image_key, try_on_url,
       credit_state, completed_at)
     VALUES ($1, $2, 'completed', 'local', 'person.png', 'garment.png', $3, 'charged', now()) RETURNING id`,
    [userId, timestamp, `/uploads/someone/try-on/${timestamp}.png`],
  );
  return `${timestamp}_${tryOn.id}`;
}

/** Posts a finished try-on through the API, as the app does (followers are told of it). */
export async function postTryOn(
  testApp: TestApp,
  browser: Browser,
  userId: string,
  visibility: 'friends' | 'public' = 'friends',
): Promise<string> {
  const tryOnId = await finishedTryOn(testApp, userId);
  const response = await browser
    .post('/api/posts/try-on')
    .send({ caption: 'Linen for the weekend', tryOnId, visibility })
    .expect(201);
  return response.body.post.id as string;
}
