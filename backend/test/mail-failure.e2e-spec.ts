import { newRegistration } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

describe('when e-mail cannot be sent', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 1: every SMTP hand-over fails at once.
    testApp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('registration still succeeds and says the code was not sent; resend explains what to do', async () => {
    const browser = testApp.browser();
    const registration = newRegistration();
    const registered = await browser.post('/api/auth/register').send(registration).expect(201);
    expect(registered.body).toMatchObject({ userId: expect.any(String), emailSent: false });

    await testApp.dataSource.query(`UPDATE otp_account_limit SET last_sent_at = now() - interval '61 seconds'`);
    const resent = await browser.post('/api/auth/resend-otp').send({ userId: registered.body.userId }).expect(200);
    expect(resent.body.emailSent).toBe(false);
    expect(resent.body.message).toBe('We could not send the verification email.');
    expect(resent.body.errorInfo.resolution).toMatch(/Resend Code/);
  });

  it('has no outbox: the development mail page does not exist with SMTP configured', async () => {
    const response = await testApp.http().get('/api/dev/outbox').expect(404);
    expect(response.body.code).toBe('not_found');
  });
});
