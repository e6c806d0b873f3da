// The notifications part of the browser journey: the journey user (B) has /notifications open; another user
// (A), in a second browser context, follows B, likes and comments on B's post. B's bell rises and both
// notifications appear without a reload; B opens the like and lands on the post.
import assert from 'node:assert/strict';
import { insertFriendsPost } from './posts.mjs';

const liveWithinMilliseconds = 5_000;

/** Registers and verifies a user through the API in its own browser context (code from the dev outbox). */
export async function signedInContext(browser, server, who, contextOptions = {}) {
  const context = await browser.newContext({ ...contextOptions, extraHTTPHeaders: { Origin: server.url } });
  const request = context.request;
  const registered = await request.post(`${server.url}/api/auth/register`, {
    data: { ...who, confirmPassword: who.password, gender: 'female' },
  });
  assert.equal(registered.status(), 201, await registered.text());
  const { userId } = await registered.json();
  const outbox = await (await request.get(`${server.url}/api/dev/outbox?to=${encodeURIComponent(who.email)}`)).json();
  const otp = /\b(\d{4})\b/.exec(outbox.messages[0].subject)[1];
  const verified = await request.post(`${server.url}/api/auth/verify`, { data: { userId, otp } });
  assert.equal(verified.status(), 200, await verified.text());
  return { context, request, userId };
}

export async function notificationsJourney({ browser, page, server, step, shoot, person }) {
  const unique = Date.now().toString(36).slice(-6);
  const liker = {
    firstName: 'Meera',
    lastName: 'Shah',
    displayName: 'Meera Shah',
    username: `meera_${unique}`,
    email: `meera_${unique}@example.com`,
    password: 'Journey123',
  };
  let postId;
  let other;

  await step('the journey user has the notifications page open', async () => {
    // The try-on journey deleted its try-on and with it its post: the journey user gets a post of their own here.
    const me = await (await page.request.get(`${server.url}/api/users/me`)).json();
    postId = await insertFriendsPost(server, me.id, 'Trying the new colour');
    other = await signedInContext(browser, server, liker);
    const followed = await other.request.post(`${server.url}/api/users/${me.id}/follow`);
    assert.equal(followed.status(), 200, await followed.text());
    await page.goto(`${server.url}/notifications`);
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByText('Meera Shah started following you').waitFor({ timeout: liveWithinMilliseconds });
  });

  await step('a like and a comment by someone else appear at once, and the bell rises, without a reload', async () => {
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    const liked = await other.request.post(`${server.url}/api/posts/${postId}/like`);
    assert.equal(liked.status(), 200, await liked.text());
    const commented = await other.request.post(`${server.url}/api/posts/${postId}/comments`, {
      data: { text: 'That colour suits you!' },
    });
    assert.equal(commented.status(), 201, await commented.text());
    await page.getByText('Meera Shah liked your post').waitFor({ timeout: liveWithinMilliseconds });
    await page
      .getByText('Meera Shah commented on your post: “That colour suits you!”')
      .waitFor({ timeout: liveWithinMilliseconds });
    await page.getByRole('link', { name: 'Notifications, 2 unread' }).waitFor({ timeout: liveWithinMilliseconds });
    await shoot('30-notifications');
  });

  await step('opening the like marks it read and shows the post', async () => {
    await page.getByRole('button', { name: /^Unread: Meera Shah liked your post/ }).click();
    await page.waitForURL(new RegExp(`/view-post-try-on/${person.username}/${postId}$`));
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    await other.context.close();
  });
}
