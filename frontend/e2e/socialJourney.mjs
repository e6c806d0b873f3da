// The people part of the browser journey: the signed-in user finds a seeded member on /search (reached
// from the header), opens the profile, follows (the followers count rises at once and stays after a reload)
// and finds that member in their own Following tab; the TrendStars list shows its cards.
import assert from 'node:assert/strict';

const member = { username: 'meera_closet', name: 'Meera Iyer' };

async function followersCount(page) {
  const label = await page
    .getByRole('link', { name: /Followers$/ })
    .first()
    .textContent();
  return Number(/\d+/.exec(label ?? '')?.[0]);
}

export async function socialJourney({ page, server, step, shoot, person }) {
  await step('searches a member from the header search button', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(/\/search$/);
    await page.getByRole('searchbox', { name: 'Search people' }).fill('meer');
    await page.getByRole('link', { name: new RegExp(`@${member.username}`) }).waitFor();
    await shoot('social-1-search');
  });

  let before;
  await step('opens the profile and follows: the followers count rises by one', async () => {
    await page.getByRole('link', { name: new RegExp(`@${member.username}`) }).click();
    await page.waitForURL(new RegExp(`/u/${member.username}$`));
    await page.getByRole('heading', { name: member.name }).waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    before = await followersCount(page);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('link', { name: `${before + 1} Followers` }).waitFor();
    await page.getByText('Successfully followed user').waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await shoot('social-2-followed-profile');
    await page.reload();
    await page.getByRole('link', { name: `${before + 1} Followers` }).waitFor();
  });

  await step('sees the member in their own Following tab', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByRole('link', { name: /Following$/ }).click();
    await page.waitForURL(new RegExp(`/u/${person.username}/connections\\?tab=following$`));
    const tab = page.getByRole('tab', { name: /^Following \(\d+\)$/ });
    assert.equal(await tab.getAttribute('aria-selected'), 'true');
    assert.ok(Number(/\d+/.exec((await tab.textContent()) ?? '')?.[0]) >= 1, 'Following count did not rise');
    await page.getByRole('link', { name: new RegExp(`@${member.username}`) }).waitFor();
    await shoot('social-3-following-tab');
  });

  await step('the TrendStars list shows cards that lead to TrendStar pages', async () => {
    await page.goto(`${server.url}/trend-stars`);
    const card = page.getByRole('link', { name: /@aanya_styles/ });
    await card.waitFor();
    assert.equal(await card.getAttribute('href'), '/trendstar/aanya_styles');
    await shoot('social-4-trendstars');
  });
}
