import { LOCAL_TEST_PAYMENT_SECRET, paymentsConfig } from './configuration';

const productionBasics = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'q8N2v7xKp4LmZ1rT6yHc9WdB3sFgJ0aE5uQi',
  ADMIN_PASSWORD: 'Another-Strong-1',
};

function withEnvironment<T>(values: Record<string, string>, read: () => T): T {
  const saved = process.env;
  process.env = { ...values };
  try {
    return read();
  } finally {
    process.env = saved;
  }
}

describe('paymentsConfig', () => {
  it('runs the test checkout with the development secret when no Razorpay key is set', () => {
    expect(withEnvironment({}, () => paymentsConfig())).toMatchObject({
      mode: 'test',
      keySecret: LOCAL_TEST_PAYMENT_SECRET,
      testCheckoutEnabled: true,
    });
  });

  it('uses Razorpay and no test checkout when keys are set', () => {
    const config = withEnvironment(
      { RAZORPAY_KEY_ID: 'rzp_live_abcdef', RAZORPAY_KEY_SECRET: 'dashboard-secret' },
      () => paymentsConfig(),
    );
    expect(config).toMatchObject({ mode: 'razorpay', keySecret: 'dashboard-secret', testCheckoutEnabled: false });
  });

  it('never signs its own payments in production', () => {
    expect(withEnvironment(productionBasics, () => paymentsConfig())).toMatchObject({
      mode: 'test',
      keySecret: undefined,
      testCheckoutEnabled: false,
    });
  });
});
