import { listen, openEventStream, sessionCookie } from './support/events';
import { signedInUser, STRONG_PASSWORD } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';
import { makeAdmin } from './support/try-on';

type User = Awaited<ReturnType<typeof signedInUser>>;

const REASON = 'I post daily outfit try-ons and my followers keep asking where to buy the looks I style.';

let testApp: TestApp;
let admin: User;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInUser(testApp);
  await makeAdmin(testApp, admin.userId);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

async function mails(email: string) {
  return (await testApp.http().get('/api/dev/outbox').query({ to: email }).expect(200)).body.messages as Array<{
    subject: string;
    text: string;
  }>;
}

async function applicationsFor(userId: string) {
  return testApp.dataSource.query('SELECT status FROM trendstar_application WHERE user_id = $1 ORDER BY created_at', [
    userId,
  ]) as Promise<Array<{ status: string }>>;
}

describe('applying to become a TrendStar', () => {
  it('tells the applicant’s open tabs the moment an admin approves, so the star appears without signing out', async () => {
    const applicant = await signedInUser(testApp);
    const baseUrl = await listen(testApp);
    const stream = await openEventStream(
      baseUrl,
      await sessionCookie(baseUrl, applicant.registration.username, STRONG_PASSWORD),
    );
    await stream.waitFor((event) => event.event === 'ready');
    const { id } = (
      await applicant.browser
        .post('/api/trendstar/apply')
        .send({ instagramHandle: 'asha.live', reasonToApply: REASON })
        .expect(201)
    ).body.application;
    await admin.browser.patch(`/api/admin/trendstar-applications/${id}`).send({ status: 'approved' }).expect(200);
    const updated = await stream.waitFor((event) => event.event === 'account.updated', 10_000);
    expect(updated.data).toEqual({ role: 'trendstar', verified: true });
    stream.close();
  });

  it('answers the spec’s messages for a missing handle and a short reason, and strips a leading @', async () => {
    const applicant = await signedInUser(testApp);
    const empty = await applicant.browser.post('/api/trendstar/apply').send({ reasonToApply: 'too short' }).expect(400);
    expect(empty.body).toMatchObject({
      code: 'validation_error',
      errors: {
        instagramHandle: 'Instagram handle is required',
        reasonToApply: 'Please provide a detailed reason (minimum 50 characters)',
      },
    });
    await applicant.browser
      .post('/api/trendstar/apply')
      .send({ instagramHandle: '@', reasonToApply: REASON })
      .expect(400)
      .expect(({ body }) => expect(body.errors.instagramHandle).toBe('Instagram handle is required'));
    expect(await applicationsFor(applicant.userId)).toEqual([]);

    const applied = await applicant.browser
      .post('/api/trendstar/apply')
      .send({
        instagramHandle: '@asha.styles',
        socialMediaLinks: 'https://youtube.com/@asha\n\n  https://pinterest.com/asha  \n',
        reasonToApply: REASON,
      })
      .expect(201);
    expect(applied.body).toMatchObject({
      message: expect.any(String),
      application: {
        instagramHandle: 'asha.styles',
        socialMediaLinks: ['https://youtube.com/@asha', 'https://pinterest.com/asha'],
        status: 'pending',
        reviewNote: null,
        reviewedAt: null,
      },
    });
  });

  it('goes pending → refused while pending → rejected with a note → reapply → approved, seen by the applicant at once', async () => {
    const applicant = await signedInUser(testApp);
    const before = await applicant.browser.get('/api/trendstar/application').expect(200);
    expect(before.body).toEqual({ role: 'default', application: null });

    const first = (
      await applicant.browser
        .post('/api/trendstar/apply')
        .send({ instagramHandle: 'asha', socialMediaLinks: ['https://x.com/asha'], reasonToApply: REASON })
        .expect(201)
    ).body.application;
    const again = await applicant.browser
      .post('/api/trendstar/apply')
      .send({ instagramHandle: 'asha', reasonToApply: REASON })
      .expect(409);
    expect(again.body).toMatchObject({
      code: 'application_pending',
      message: 'Your application is already under review.',
    });
    // Parallel applies while pending: all refused, still one pending application.
    const burst = await Promise.all(
      Array.from({ length: 4 }, () =>
        applicant.browser.post('/api/trendstar/apply').send({ instagramHandle: 'asha', reasonToApply: REASON }),
      ),
    );
    expect(burst.map((response) => response.status)).toEqual([409, 409, 409, 409]);

    const pending = await admin.browser
      .get('/api/admin/trendstar-applications')
      .query({ status: 'pending' })
      .expect(200);
    expect(pending.body.applications).toContainEqual(
      expect.objectContaining({
        id: first.id,
        status: 'pending',
        user: expect.objectContaining({
          id: applicant.userId,
          username: applicant.registration.username,
          email: applicant.registration.email,
          followers: 0,
        }),
      }),
    );

    const rejected = await admin.browser
      .patch(`/api/admin/trendstar-applications/${first.id}`)
      .send({ status: 'rejected', reviewNote: 'Please link a public portfolio.' })
      .expect(200);
    expect(rejected.body.application).toMatchObject({
      status: 'rejected',
      reviewNote: 'Please link a public portfolio.',
      reviewedAt: expect.any(String),
    });
    expect((await mails(applicant.registration.email))[0]).toMatchObject({
      subject: 'Your TrendStar application',
      text: expect.stringContaining('Please link a public portfolio.'),
    });
    const afterReject = await applicant.browser.get('/api/trendstar/application').expect(200);
    expect(afterReject.body).toMatchObject({
      role: 'default',
      application: { id: first.id, status: 'rejected', reviewNote: 'Please link a public portfolio.' },
    });
    const twice = await admin.browser
      .patch(`/api/admin/trendstar-applications/${first.id}`)
      .send({ status: 'approved' })
      .expect(409);
    expect(twice.body.code).toBe('application_already_reviewed');

    const second = (
      await applicant.browser
        .post('/api/trendstar/apply')
        .send({ instagramHandle: 'asha', reasonToApply: `${REASON} Portfolio: https://asha.example` })
        .expect(201)
    ).body.application;
    expect(second.id).not.toBe(first.id);
    const listed = await admin.browser.get('/api/admin/trendstar-applications').expect(200);
    const mine = listed.body.applications.filter((item: { user: { id: string } }) => item.user.id === applicant.userId);
    expect(mine.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);

    await admin.browser
      .patch(`/api/admin/trendstar-applications/${second.id}`)
      .send({ status: 'approved' })
      .expect(200);
    // The applicant's existing session sees the new role without signing out.
    const me = await applicant.browser.get('/api/users/me').expect(200);
    expect(me.body).toMatchObject({ role: 'trendstar', verified: true });
    expect((await mails(applicant.registration.email))[0].subject).toBe('You are now a TrendStar');
    const status = await applicant.browser.get('/api/trendstar/application').expect(200);
    expect(status.body).toMatchObject({ role: 'trendstar', application: { id: second.id, status: 'approved' } });
    const already = await applicant.browser
      .post('/api/trendstar/apply')
      .send({ instagramHandle: 'asha', reasonToApply: REASON })
      .expect(409);
    expect(already.body).toMatchObject({ code: 'already_trendstar', message: 'You are already a TrendStar.' });
    expect(await applicationsFor(applicant.userId)).toEqual([{ status: 'rejected' }, { status: 'approved' }]);
  });

  it('refuses an unknown review status (400) and an unknown application (404)', async () => {
    const applicant = await signedInUser(testApp);
    const application = (
      await applicant.browser
        .post('/api/trendstar/apply')
        .send({ instagramHandle: 'meera', reasonToApply: REASON })
        .expect(201)
    ).body.application;
    const bad = await admin.browser
      .patch(`/api/admin/trendstar-applications/${application.id}`)
      .send({ status: 'maybe' })
      .expect(400);
    expect(bad.body.code).toBe('validation_error');
    await admin.browser.get('/api/admin/trendstar-applications').query({ status: 'maybe' }).expect(400);
    await admin.browser
      .patch('/api/admin/trendstar-applications/00000000-0000-4000-8000-000000000000')
      .send({ status: 'approved' })
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('application_not_found'));
    expect(await applicationsFor(applicant.userId)).toEqual([{ status: 'pending' }]);
  });

  it('needs a signed-in user', async () => {
    await testApp.browser().get('/api/trendstar/application').expect(401);
    await testApp
      .browser()
      .post('/api/trendstar/apply')
      .send({ instagramHandle: 'x', reasonToApply: REASON })
      .expect(401);
  });
});

describe('admin review endpoints are for admins only', () => {
  it('refuses guests (401) and non-admins (403), and nothing changes', async () => {
    const applicant = await signedInUser(testApp);
    const application = (
      await applicant.browser
        .post('/api/trendstar/apply')
        .send({ instagramHandle: 'rohan', reasonToApply: REASON })
        .expect(201)
    ).body.application;
    const member = await signedInUser(testApp);
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['get', '/api/admin/trendstar-applications'],
      ['patch', `/api/admin/trendstar-applications/${application.id}`, { status: 'approved' }],
      ['post', `/api/admin/users/${member.userId}/credits`, { amount: 5, description: 'Free' }],
    ];
    for (const [method, path, body] of calls) {
      const guest = testApp.browser()[method as 'get'](path);
      const guestAnswer = await (body ? guest.send(body) : guest);
      expect([guestAnswer.status, guestAnswer.body.code]).toEqual([401, 'not_authenticated']);
      for (const user of [member, applicant]) {
        const call = user.browser[method as 'get'](path);
        const answer = await (body ? call.send(body) : call);
        expect([answer.status, answer.body.code]).toEqual([403, 'forbidden']);
      }
    }
    expect(await applicationsFor(applicant.userId)).toEqual([{ status: 'pending' }]);
    const me = await applicant.browser.get('/api/users/me').expect(200);
    expect(me.body).toMatchObject({ role: 'default', verified: false, credits: 0 });
    expect((await member.browser.get('/api/credits').expect(200)).body.credits).toBe(0);
  });
});
