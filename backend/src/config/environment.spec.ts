import { loadEnvironment } from './environment';

describe('loadEnvironment', () => {
  it('gives the embedded-mode defaults with no configuration', () => {
    const environment = loadEnvironment({});
    expect(environment.PORT).toBe(3000);
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/.*127\.0\.0\.1/);
    expect(environment.SMTP_URL).toBeUndefined();
  });

  it('converts numbers and booleans from text', () => {
    const environment = loadEnvironment({ PORT: '8080', TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: '3' });
    expect(environment).toMatchObject({ PORT: 8080, TRUST_PROXY: true, RATE_LIMIT_LOGIN: 3 });
  });

  it('refuses invalid values, naming every bad variable', () => {
    expect(() => loadEnvironment({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', NODE_ENV: 'staging' })).toThrow(
      /PORT="eighty"[\s\S]*DATABASE_URL="mysql:\/\/nope"|NODE_ENV/,
    );
    try {
      loadEnvironment({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('Invalid configuration');
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('takes a support e-mail address for the order pages, and refuses one that is not an address', () => {
    expect(loadEnvironment({}).SUPPORT_EMAIL).toBe('support@tvt.local');
    expect(loadEnvironment({ SUPPORT_EMAIL: 'help@shop.example' }).SUPPORT_EMAIL).toBe('help@shop.example');
    expect(() => loadEnvironment({ SUPPORT_EMAIL: 'call us' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('demands a real session secret and admin password in production', () => {
    expect(() => loadEnvironment({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*ADMIN_PASSWORD/);
    const generated = 'q8N2v7xKp4LmZ1rT6yHc9WdB3sFgJ0aE5uQi';
    expect(() => loadEnvironment({ NODE_ENV: 'production', SESSION_SECRET: generated })).toThrow(/ADMIN_PASSWORD/);
    expect(
      loadEnvironment({ NODE_ENV: 'production', SESSION_SECRET: generated, ADMIN_PASSWORD: 'Another-Strong-1' })
        .NODE_ENV,
    ).toBe('production');
  });

  it('demands the Razorpay key secret with a key id, in every environment', () => {
    expect(() => loadEnvironment({ RAZORPAY_KEY_ID: 'rzp_test_abcdef' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(
      loadEnvironment({ RAZORPAY_KEY_ID: 'rzp_test_abcdef', RAZORPAY_KEY_SECRET: 'secret-from-dashboard' })
        .RAZORPAY_KEY_SECRET,
    ).toBe('secret-from-dashboard');
    expect(loadEnvironment({}).RAZORPAY_KEY_ID).toBeUndefined();
  });

  it('refuses a production session secret that is short or typed rather than generated', () => {
    for (const secret of [
      'a-long-production-secret-value',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      'passwordpasswordpasswordpassword',
    ]) {
      expect(() =>
        loadEnvironment({ NODE_ENV: 'production', SESSION_SECRET: secret, ADMIN_PASSWORD: 'Another-Strong-1' }),
      ).toThrow(/SESSION_SECRET: use a long random value/);
    }
  });

  it('demands a bucket, and both keys or neither, with STORAGE_DRIVER=s3', () => {
    expect(loadEnvironment({}).STORAGE_DRIVER).toBe('local');
    expect(() => loadEnvironment({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadEnvironment({ STORAGE_DRIVER: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    expect(() => loadEnvironment({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(loadEnvironment({ STORAGE_DRIVER: 's3', S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      S3_BUCKET: 'photos',
      S3_FORCE_PATH_STYLE: true,
    });
  });
});
