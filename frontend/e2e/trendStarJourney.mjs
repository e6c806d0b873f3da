// The TrendStar part of the browser journey: the user applies from the profile menu; the admin, in a
// second browser context, approves the application by driving the real Swagger UI page at /api/docs
// (POST /api/auth/login, GET /api/admin/trendstar-applications, PATCH .../{id}, each with "Try it out");
// the applicant, still signed in, then sees the verified star, an undimmed Create Product and no
// Apply as TrendStar.
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts } from './browser.mjs';

const reason = 'I post a styling reel every day and my followers keep asking where they can buy the looks.';
const dialogTransitionMilliseconds = 400;
const bottomNavigationTransitionMilliseconds = 300;
// The applicant's page asks again on window focus, and every 30 s while pending.
const approvalVisibleWithinMilliseconds = 40_000;

/** One Swagger UI operation, found by its method and path, opened with "Try it out" pressed. */
async function openOperation(docs, method, apiPath) {
  const operation = docs
    .locator(`.opblock.opblock-${method}:has(.opblock-summary-path[data-path="${apiPath}"])`)
    .first();
  await operation.scrollIntoViewIfNeeded();
  await operation.locator('.opblock-summary').first().click();
  await operation.locator('button.try-out__btn').click();
  return operation;
}

async function execute(operation) {
  await operation.locator('button.execute').click();
  const status = operation.locator('.live-responses-table .response .response-col_status').first();
  await status.waitFor();
  const body = await operation
    .locator(
      '.live-responses-table .response-col_description .highlight-code pre, .live-responses-table .response-col_description pre.microlight',
    )
    .first()
    .textContent();
  return { status: Number((await status.textContent()).trim()), body };
}

export async function trendStarJourney({ browser, page, server, step, shoot, person }) {
  await step('the profile menu offers Apply as TrendStar; the form checks the reason live', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Apply as TrendStar' }).click();
    await page.waitForURL(/\/apply-trendstar$/);
    await page.getByRole('heading', { name: 'Become a TrendStar' }).waitFor();
    await page.getByRole('textbox', { name: /Instagram handle/ }).fill(`@${person.username}`);
    assert.equal(await page.getByRole('textbox', { name: /Instagram handle/ }).inputValue(), person.username);
    await page.getByRole('textbox', { name: /Why do you want/ }).fill('Too short a reason.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Please provide a detailed reason (minimum 50 characters)').waitFor();
    await page.getByTestId('reason-counter').getByText('19/50').waitFor();
    await shoot('32-apply-trendstar-errors');
  });

  await step('submits the application and sees it under review', async () => {
    await page.getByRole('textbox', { name: /Why do you want/ }).fill(reason);
    await page
      .getByRole('textbox', { name: /Social media links/ })
      .fill(`https://instagram.com/${person.username}\nhttps://youtube.com/@${person.username}`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application under review').waitFor();
    await page.getByRole('button', { name: 'Submit Application' }).waitFor({ state: 'detached' });
    await shoot('33-application-pending');
  });

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const docs = await adminContext.newPage();
  const shootDocs = (name) => docs.screenshot({ path: path.join(artifacts, `${name}.png`) });
  try {
    await step('the admin signs in through Swagger UI (POST /api/auth/login, Try it out)', async () => {
      await docs.goto(`${server.url}/api/docs`);
      await docs.locator('.swagger-ui .info .title').waitFor();
      const login = await openOperation(docs, 'post', '/api/auth/login');
      const credentials = {
        username: process.env.ADMIN_USERNAME ?? 'admin',
        password: process.env.ADMIN_PASSWORD ?? 'Admin12345',
      };
      await login.locator('textarea.body-param__text').fill(JSON.stringify(credentials, null, 2));
      const { status } = await execute(login);
      assert.equal(status, 200, 'Swagger login did not answer 200');
      await shootDocs('34-swagger-login');
    });

    let applicationId;
    await step('the admin lists the pending applications in Swagger UI and finds the applicant', async () => {
      const list = await openOperation(docs, 'get', '/api/admin/trendstar-applications');
      const statusParameter = list.locator('tr[data-param-name="status"]');
      if (await statusParameter.locator('select').count())
        await statusParameter.locator('select').selectOption('pending');
      else await statusParameter.locator('input').fill('pending');
      const { status, body } = await execute(list);
      assert.equal(status, 200, 'listing applications did not answer 200');
      const { applications } = JSON.parse(body);
      const application = applications.find((candidate) => candidate.user?.username === person.username);
      assert.ok(application, 'the new application is not in the pending list');
      applicationId = application.id;
      await list.locator('.live-responses-table').scrollIntoViewIfNeeded();
      await shootDocs('35-swagger-applications');
    });

    await step('the admin approves it with PATCH /api/admin/trendstar-applications/{id} in Swagger UI', async () => {
      const review = await openOperation(docs, 'patch', '/api/admin/trendstar-applications/{id}');
      await review.locator('tr[data-param-name="id"] input').fill(applicationId);
      await review.locator('textarea.body-param__text').fill(JSON.stringify({ status: 'approved' }, null, 2));
      const { status, body } = await execute(review);
      assert.equal(status, 200, `approval answered ${status}: ${body}`);
      assert.equal(JSON.parse(body).application.status, 'approved');
      await review.locator('.live-responses-table').scrollIntoViewIfNeeded();
      await shootDocs('36-swagger-approved');
    });
  } finally {
    await adminContext.close();
  }

  await step(
    'the applicant, never signed out, sees the approval, the verified star and no Apply as TrendStar',
    async () => {
      const started = Date.now();
      await page.bringToFront();
      await page.getByText('You are a TrendStar!').waitFor({ timeout: approvalVisibleWithinMilliseconds });
      console.log(`    approval visible on the applicant's page after ${Date.now() - started} ms`);
      await shoot('37-application-approved');
      await page.getByRole('link', { name: 'View Profile' }).click();
      await page.waitForURL(/\/profile$/);
      await page.getByRole('img', { name: 'Verified TrendStar' }).waitFor();
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
      assert.equal(await page.getByRole('menuitem', { name: 'Apply as TrendStar' }).count(), 0);
      await page.waitForTimeout(dialogTransitionMilliseconds);
      await shoot('38-trendstar-profile-menu');
      await page.keyboard.press('Escape');
    },
  );

  await step('Create Product is no longer dimmed on /create', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/create$/);
    const createProduct = page.getByRole('button', { name: /Create Product/ });
    await createProduct.waitFor();
    assert.equal(await createProduct.getByText('TrendStar feature').count(), 0);
    const opacity = await createProduct.evaluate((button) => getComputedStyle(button.closest('.MuiCard-root')).opacity);
    assert.equal(opacity, '1', `Create Product is still dimmed (opacity ${opacity})`);
    await page.waitForTimeout(bottomNavigationTransitionMilliseconds);
    await shoot('39-create-hub-trendstar');
  });
}
