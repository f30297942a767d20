import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../support/members';
import { startTestApp, type TestContext } from '../support/test-app';

const ACCOUNT_LOCKED = 'บัญชีนี้ถูกระงับการเข้าสู่ระบบชั่วคราว เนื่องจากใส่รหัสผ่านผิดเกินกำหนด กรุณาลองใหม่ในอีก 15 นาที';

/** A login from a given address, with an optional Cookie header and extra fields. */
function loginFrom(
  app: FastifyInstance,
  ip: string,
  membershipNo: string,
  password: string,
  opts: { cookie?: string; recaptcha?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/member/auth/login',
    remoteAddress: ip,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: { membership_no: membershipNo, mem_password: password, ...(opts.recaptcha ? { recaptcha: opts.recaptcha } : {}) },
  });
}

/** 20 wrong passwords for the account from four addresses: 5 each, just within each pair's limit. */
async function spendAccountLimit(app: FastifyInstance, membershipNo: string): Promise<void> {
  for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
    for (let i = 0; i < 5; i++) expect((await loginFrom(app, ip, membershipNo, 'wrong')).statusCode).toBe(401);
  }
}

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

describe('login throttling without reCAPTCHA', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    for (const no of ['0100001', '0100002', '0100003', '0100004', '0100005', '0100006']) await addMember(t.database.db, no);
  });
  afterAll(() => t.close());

  it('lets at most 5 of 20 parallel wrong passwords be checked; the rest get 429', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => loginFrom(t.app, '198.51.100.1', '0100001', 'wrong')));
    const codes = statuses(results);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c !== 401).every((c) => c === 429)).toBe(true);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('checks at most 5 of a parallel burst of 19 wrong passwords and the right one', async () => {
    const burst = [
      ...Array.from({ length: 19 }, () => loginFrom(t.app, '198.51.100.2', '0100002', 'wrong')),
      loginFrom(t.app, '198.51.100.2', '0100002', TEST_PASSWORD),
    ];
    const codes = statuses(await Promise.all(burst));
    expect(codes.filter((c) => c === 401 || c === 200).length).toBeLessThanOrEqual(5);
  });

  it('gives no token to the right password once the pair is locked', async () => {
    await Promise.all(Array.from({ length: 19 }, () => loginFrom(t.app, '198.51.100.3', '0100003', 'wrong')));
    const right = await loginFrom(t.app, '198.51.100.3', '0100003', TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ rc_code: '0', code: 'LOGIN_LOCKED', error: ACCOUNT_LOCKED });
    expect(right.body).not.toContain('token');
  });

  it('still lets the member in from another address while a pair is locked', async () => {
    for (let i = 0; i < 6; i++) await loginFrom(t.app, '198.51.100.4', '0100004', 'wrong');
    expect((await loginFrom(t.app, '198.51.100.4', '0100004', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom(t.app, '198.51.100.5', '0100004', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('records each lock with who, from where, which limit and until when', async () => {
    for (let i = 0; i < 6; i++) await loginFrom(t.app, '198.51.100.6', '0100005', 'wrong');
    const locks = await t.database.db.selectFrom('login_locks').selectAll().where('membership_no', '=', '0100005').execute();
    expect(locks).toEqual([
      {
        id: expect.any(Number),
        area: 'member',
        kind: 'pair',
        membership_no: '0100005',
        address: '198.51.100.6',
        locked_at: t.clock.now(),
        locked_until: new Date(t.clock.now().getTime() + 15 * 60_000),
      },
    ]);
  });

  it('past the account-wide limit, lets a device the member used before in and refuses a new one', async () => {
    const first = await loginFrom(t.app, '203.0.113.50', '0100006', TEST_PASSWORD);
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    expect(first.headers['set-cookie']).toEqual([
      expect.stringMatching(/^coop_device=[\w-]{43}; Path=\/api\/member\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^coop_device=[\w-]{43}; Path=\/api\/member\/forget; Max-Age=\d+; HttpOnly; SameSite=Lax$/),
    ]);

    await spendAccountLimit(t.app, '0100006');
    const stranger = await loginFrom(t.app, '203.0.113.51', '0100006', TEST_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toBe(ACCOUNT_LOCKED);
    const member = await loginFrom(t.app, '203.0.113.52', '0100006', TEST_PASSWORD, { cookie });
    expect(member.statusCode).toBe(200);
    expect(member.json().token).toEqual(expect.any(String));
  });
});

describe('the device cookie', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const CHOSEN = `coop_device=${'A'.repeat(43)}`;
  const deviceCookie = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0] ?? '';

  it('is never a value the browser chose: a fresh one is issued and only it passes the account-wide limit', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const first = await loginFrom(t.app, '203.0.114.1', no, TEST_PASSWORD, { cookie: CHOSEN });
    expect(first.statusCode).toBe(200);
    const issued = deviceCookie(first);
    expect(issued).toMatch(/^coop_device=[\w-]{43}$/);
    expect(issued).not.toBe(CHOSEN);
    await spendAccountLimit(t.app, no);
    expect((await loginFrom(t.app, '203.0.114.2', no, TEST_PASSWORD, { cookie: CHOSEN })).statusCode).toBe(429);
    expect((await loginFrom(t.app, '203.0.114.3', no, TEST_PASSWORD, { cookie: issued })).statusCode).toBe(200);
  });

  it('changes at every login, and the value it replaces no longer counts', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const old = deviceCookie(await loginFrom(t.app, '203.0.114.4', no, TEST_PASSWORD));
    const fresh = deviceCookie(await loginFrom(t.app, '203.0.114.4', no, TEST_PASSWORD, { cookie: old }));
    expect(fresh).not.toBe(old);
    await spendAccountLimit(t.app, no);
    expect((await loginFrom(t.app, '203.0.114.5', no, TEST_PASSWORD, { cookie: old })).statusCode).toBe(429);
    expect((await loginFrom(t.app, '203.0.114.6', no, TEST_PASSWORD, { cookie: fresh })).statusCode).toBe(200);
  });
});

describe('login throttling with reCAPTCHA configured', () => {
  let t: TestContext;
  let verifier: http.Server;
  const answersSeen: string[] = [];
  beforeAll(async () => {
    // a stand-in for Google's verify endpoint: the answer "human" is genuine
    verifier = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const answer = new URLSearchParams(body).get('response') ?? '';
        answersSeen.push(answer);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: answer === 'human' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    t = await startTestApp({ recaptchaSecret: 'secret', recaptchaSiteKey: 'site-key', recaptchaVerifyUrl: `http://127.0.0.1:${port}/verify` });
    for (const no of ['0200001', '0200002']) await addMember(t.database.db, no);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => verifier.close(resolve));
  });

  it('does not ask a member under the account-wide limit for an answer', async () => {
    expect((await loginFrom(t.app, '198.51.100.20', '0200001', TEST_PASSWORD)).statusCode).toBe(200);
    expect(answersSeen).toEqual([]);
  });

  it('past the account-wide limit asks for a verified answer, and the member with one gets in', async () => {
    await spendAccountLimit(t.app, '0200002');
    for (const recaptcha of [undefined, 'forged']) {
      const refused = await loginFrom(t.app, '198.51.100.21', '0200002', TEST_PASSWORD, { recaptcha });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        rc_code: '0',
        code: 'RECAPTCHA',
        error: 'กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติ แล้วลองอีกครั้ง',
      });
    }
    const member = await loginFrom(t.app, '198.51.100.21', '0200002', TEST_PASSWORD, { recaptcha: 'human' });
    expect(member.statusCode).toBe(200);
    expect(answersSeen).toEqual(['forged', 'human']);
  });

  it('records the account-wide limit as a lock', async () => {
    const locks = await t.database.db.selectFrom('login_locks').select(['kind', 'address']).where('membership_no', '=', '0200002').execute();
    expect(locks).toEqual([{ kind: 'account', address: '198.51.100.21' }]);
  });
});
