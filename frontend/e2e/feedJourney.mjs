// The social part of the browser journey, two people in two browser contexts: A (demo) follows B (the seeded
// TrendStar aanya_styles), B's friends-only post then appears in A's feed, A likes and comments, B replies on the
// post page, A likes the reply, Liked by lists A (without a View button for A), and sharing copies the link.
import assert from 'node:assert/strict';
import path from 'node:path';
import { insertFriendsPost } from './posts.mjs';

const password = 'Demo12345';

async function signIn(context, server, username) {
  const answer = await context.request.post(`${server.url}/api/auth/login`, {
    headers: { Origin: server.url },
    data: { username, password },
  });
  assert.equal(answer.status(), 200, `${username} login answered ${answer.status()}`);
  return (await answer.json()).user;
}

export async function feedJourney({ browser, server, step, artifacts }) {
  const newPhoneContext = () =>
    browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });
  const contextA = await newPhoneContext();
  const contextB = await newPhoneContext();
  // No share sheet in A's browser: sharing falls back to the clipboard, which A may use.
  await contextA.addInitScript(() => delete Navigator.prototype.share);
  await contextA.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const shoot = (page, name) => page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  const caption = `Journey look ${Date.now().toString(36)}`;
  let postId = '';

  try {
    await signIn(contextA, server, 'demo');
    const userB = await signIn(contextB, server, 'aanya_styles');
    postId = await insertFriendsPost(server, userB.id, caption);

    await step("B's friends-only post stays out of A's feed until A follows B", async () => {
      // Demo data may already have A following B: start from not following.
      await contextA.request.delete(`${server.url}/api/users/${userB.id}/follow`, { headers: { Origin: server.url } });
      await pageA.goto(`${server.url}/`);
      await pageA.getByRole('navigation').first().waitFor();
      await pageA.waitForLoadState('networkidle');
      assert.equal(await pageA.getByText(caption).count(), 0);
      const follow = await contextA.request.post(`${server.url}/api/users/${userB.id}/follow`, {
        headers: { Origin: server.url },
      });
      assert.ok(follow.ok(), `follow answered ${follow.status()}`);
      await pageA.reload();
      await pageA.getByText(caption).waitFor();
      await shoot(pageA, '40-feed-after-follow');
    });

    const cardA = pageA.getByRole('article', { name: 'Post by Aanya Kapoor' }).filter({ hasText: caption });

    await step('A is offered Try This on the post; B, its author, is not', async () => {
      await cardA.getByRole('link', { name: 'Try This' }).waitFor();
      await pageB.goto(`${server.url}/`);
      const cardB = pageB.getByRole('article', { name: 'Post by Aanya Kapoor' }).filter({ hasText: caption });
      await cardB.getByRole('button', { name: 'Share' }).waitFor();
      assert.equal(
        await cardB.getByRole('link', { name: 'Try This' }).count(),
        0,
        'B is offered to try on their own look',
      );
    });

    await step('A likes the post: the heart fills and the count reads 1 like', async () => {
      await cardA.getByRole('button', { name: 'Like', exact: true }).click();
      await cardA.getByRole('button', { name: 'Unlike' }).waitFor();
      await cardA.getByRole('button', { name: '1 like' }).waitFor();
    });

    await step('A comments from the feed with Enter', async () => {
      await cardA.getByRole('button', { name: '0 comments' }).click();
      await cardA.getByText('No comments yet. Be the first to comment!').waitFor();
      await cardA.getByRole('textbox', { name: 'Write a comment' }).fill('Love this colour!');
      await cardA.getByRole('textbox', { name: 'Write a comment' }).press('Enter');
      await pageA.getByText('Comment added successfully').waitFor();
      await cardA.getByText('Love this colour!').waitFor();
      await cardA.getByRole('button', { name: '1 comment' }).waitFor();
      await shoot(pageA, '41-feed-comment');
    });

    await step('B replies on the post page', async () => {
      await pageB.goto(`${server.url}/view-post-try-on/aanya_styles/${postId}`);
      const comment = pageB.getByRole('article', { name: 'Comment by Demo User' });
      await comment.getByText('Love this colour!').waitFor();
      await comment.getByRole('button', { name: 'Reply' }).click();
      await pageB.getByText('Replying to @demo').waitFor();
      await pageB.getByRole('textbox', { name: 'Write a reply' }).fill('Thank you!');
      await pageB.getByRole('textbox', { name: 'Write a reply' }).press('Enter');
      await pageB.getByText('Reply added successfully').waitFor();
      await pageB.getByRole('list', { name: 'Replies' }).getByText('Thank you!').waitFor();
      await shoot(pageB, '42-post-detail-reply');
    });

    await step("A opens the replies and likes B's reply", async () => {
      await pageA.goto(`${server.url}/post/${postId}`);
      await pageA.getByRole('button', { name: '1 reply' }).click();
      const reply = pageA
        .getByRole('list', { name: 'Replies' })
        .getByRole('article', { name: 'Comment by Aanya Kapoor' });
      await reply.getByRole('button', { name: 'Like comment' }).click();
      await reply.getByRole('button', { name: 'Unlike comment' }).waitFor();
      await reply.getByTestId('comment-likes').filter({ hasText: '1' }).waitFor();
      await pageA.reload();
      await pageA.getByRole('button', { name: '1 reply' }).click();
      await pageA.getByRole('list', { name: 'Replies' }).getByRole('button', { name: 'Unlike comment' }).waitFor();
    });

    await step('Liked by lists A, with no View button for A; B sees one', async () => {
      await pageA.getByRole('button', { name: '1 like' }).click();
      const dialogA = pageA.getByRole('dialog', { name: /Liked by/ });
      await dialogA.getByText('@demo').waitFor();
      assert.equal(await dialogA.getByRole('link', { name: /^View/ }).count(), 0);
      await shoot(pageA, '43-liked-by');
      await pageA.keyboard.press('Escape');
      await pageB.reload();
      await pageB.getByRole('button', { name: '1 like' }).click();
      await pageB
        .getByRole('dialog', { name: /Liked by/ })
        .getByRole('link', { name: 'View demo' })
        .waitFor();
    });

    await step('sharing copies the post link to the clipboard', async () => {
      await pageA.getByRole('button', { name: 'Share' }).click();
      await pageA.getByRole('menuitem', { name: 'Share link' }).click();
      await pageA.getByText('Link copied to clipboard!').waitFor();
      const copied = await pageA.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, `${server.url}/view-post-try-on/aanya_styles/${postId}`);
    });
  } finally {
    await contextA.close();
    await contextB.close();
  }
}
