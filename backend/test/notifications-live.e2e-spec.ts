import { listen, openEventStream, sessionCookie } from './support/events';
import { signedInUser, STRONG_PASSWORD } from './support/factories';
import { eventually, notificationsOf } from './support/notifications';
import { createTestApp, TestApp } from './support/test-app';
import { makeAdmin } from './support/try-on';
import { RunningWorker, startWorker } from './support/worker';
import { NotificationsService } from '../src/modules/notifications/notifications.service';

type User = Awaited<ReturnType<typeof signedInUser>>;

const REASON = 'I post daily outfit try-ons and my followers keep asking where to buy the looks I style.';

let testApp: TestApp;
let worker: RunningWorker;
let admin: User;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInUser(testApp);
  await makeAdmin(testApp, admin.userId);
  baseUrl = await listen(testApp);
  worker = await startWorker();
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await testApp.close();
});

async function streamOf(user: User) {
  const stream = await openEventStream(
    baseUrl,
    await sessionCookie(baseUrl, user.registration.username, STRONG_PASSWORD),
  );
  await stream.waitFor((event) => event.event === 'ready');
  return stream;
}

async function mails(email: string) {
  return (await testApp.http().get('/api/dev/outbox').query({ to: email }).expect(200)).body.messages as Array<{
    subject: string;
    text: string;
  }>;
}

describe('live delivery', () => {
  it('pushes a new notification with the unread count to the recipient’s open tabs within a second', async () => {
    const recipient = await signedInUser(testApp);
    const follower = await signedInUser(testApp);
    const firstTab = await streamOf(recipient);
    const secondTab = await streamOf(recipient);
    const bystander = await streamOf(follower);

    await follower.browser.post(`/api/users/${recipient.userId}/follow`).expect(200);
    const started = Date.now();
    const pushed = await firstTab.waitFor((event) => event.event === 'notification.created', 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(pushed.data).toMatchObject({
      unreadCount: 1,
      notification: { type: 'follow', actorId: follower.userId, read: false },
    });
    await secondTab.waitFor((event) => event.event === 'notification.created', 1_000);

    const { notifications } = await notificationsOf(recipient.browser);
    await recipient.browser.patch(`/api/notifications/${notifications[0].id}/read`).expect(200);
    const count = await secondTab.waitFor((event) => event.event === 'notifications.unreadCount', 1_000);
    expect(count.data).toEqual({ unreadCount: 0 });
    expect(bystander.events.filter((event) => event.event.startsWith('notification'))).toEqual([]);
    for (const stream of [firstTab, secondTab, bystander]) stream.close();
  });
});

describe('system notifications', () => {
  it('tells the applicant of the review with the reviewer’s note and a link', async () => {
    const approved = await signedInUser(testApp);
    const rejected = await signedInUser(testApp);
    for (const [applicant, status, reviewNote] of [
      [approved, 'approved', undefined],
      [rejected, 'rejected', 'Please link an Instagram account with your own outfits.'],
    ] as const) {
      const { id } = (
        await applicant.browser
          .post('/api/trendstar/apply')
          .send({ instagramHandle: 'asha.live', reasonToApply: REASON })
          .expect(201)
      ).body.application;
      await admin.browser.patch(`/api/admin/trendstar-applications/${id}`).send({ status, reviewNote }).expect(200);
    }
    const [approval] = (
      await eventually(
        () => notificationsOf(approved.browser),
        (page) => page.notifications.length === 1,
      )
    ).notifications;
    expect(approval).toMatchObject({
      type: 'system',
      actorId: null,
      data: { type: 'trendstar_approved', title: 'You are now a TrendStar', actionUrl: '/profile' },
    });
    const [rejection] = (
      await eventually(
        () => notificationsOf(rejected.browser),
        (page) => page.notifications.length === 1,
      )
    ).notifications;
    expect(rejection.data).toMatchObject({ type: 'trendstar_rejected', actionUrl: '/apply-trendstar' });
    expect(rejection.data.message).toContain('Please link an Instagram account with your own outfits.');
    // The users module e-mails the review itself: the notification adds no second e-mail.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = (await mails(approved.registration.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === 'You are now a TrendStar')).toHaveLength(1);
  });

  it('e-mails a system message through the worker only when e-mail notifications are on', async () => {
    const wantsMail = await signedInUser(testApp);
    const noMail = await signedInUser(testApp);
    await noMail.browser.put('/api/notifications/preferences').send({ emailNotifications: false }).expect(200);
    const notifications = testApp.app.get(NotificationsService);
    for (const user of [noMail, wantsMail])
      await notifications.notify({
        recipientId: user.userId,
        actor: null,
        type: 'system',
        data: { title: 'Your order was shipped', message: 'Order 1042 is on its way.', actionUrl: '/user-orders' },
      });
    await worker.waitForOutput('e-mailed', 10_000);
    const received = await eventually(
      () => mails(wantsMail.registration.email),
      (messages) => messages.some((message) => message.subject === 'Your order was shipped'),
    );
    const message = received.find((candidate) => candidate.subject === 'Your order was shipped');
    expect(message?.text).toContain('Order 1042 is on its way.');
    expect(message?.text).toContain('/user-orders');
    // Both notifications exist; only one e-mail was queued (the worker would have sent both by now).
    expect((await notificationsOf(noMail.browser)).notifications).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mails(noMail.registration.email)).map((mail) => mail.subject)).not.toContain(
      'Your order was shipped',
    );
  });
});
