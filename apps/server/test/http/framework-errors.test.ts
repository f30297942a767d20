import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;

describe('requests the router refuses', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a malformed percent-escape in a path parameter with a Thai 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/board/%E0%B8' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ rc_code: '0', code: 'BAD_URL', error: expect.stringMatching(THAI) });
  });

  it('answers a path parameter over the router limit with a Thai 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/info/board/${'9'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ rc_code: '0', code: 'URL_TOO_LONG', error: expect.stringMatching(THAI) });
  });
});
