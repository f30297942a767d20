import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/test-app';

const cspOf = async (t: TestContext) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return String(res.headers['content-security-policy']);
};

describe('Content-Security-Policy without reCAPTCHA', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('admits scripts and frames from the portal alone', async () => {
    const csp = await cspOf(t);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'self';");
  });
});

describe('Content-Security-Policy with a reCAPTCHA site key', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ recaptchaSecret: 's', recaptchaSiteKey: 'k', recaptchaScriptUrl: 'http://127.0.0.1:4999/api.js?render=explicit' });
  });
  afterAll(() => t.close());

  it("admits the widget script's origin and Google's widget code and frames", async () => {
    const csp = await cspOf(t);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:4999 https://www.gstatic.com/recaptcha/;");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:4999 https://recaptcha.google.com/recaptcha/;");
  });
});
