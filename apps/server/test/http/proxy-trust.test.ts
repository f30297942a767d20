import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { addMember, TEST_PASSWORD } from '../support/members';
import { startTestApp, type TestContext } from '../support/test-app';

// our proxy connects from 10.0.0.2 and appends the address it saw; the client writes whatever it likes before that
const PROXY = '10.0.0.2';
const forwarded = (clientWrote: string, proxySaw: string) => ({ 'x-forwarded-for': `${clientWrote}, ${proxySaw}` });

describe.each([
  ['a hop count', '1'],
  ['the proxy address', '10.0.0.0/8'],
])('behind a proxy trusted by %s, a forged X-Forwarded-For bypasses no limit', (_kind, value) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: readConfig({ TRUST_PROXY: value }).trustProxy });
  });
  afterAll(() => t.close());

  it('takes the address our proxy saw, not the left-most entry the client wrote', async () => {
    await addMember(t.database.db, '0300001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/auth/login',
      remoteAddress: PROXY,
      headers: forwarded('1.2.3.4', '203.0.113.9'),
      payload: { membership_no: '0300001', mem_password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const sessions = await t.database.db.selectFrom('sessions').select('ip').where('subject', '=', '0300001').execute();
    expect(sessions).toEqual([{ ip: '203.0.113.9' }]);
  });

  it('board posts: the sixth from one client is refused whatever it writes', async () => {
    const codes: number[] = [];
    for (let n = 0; n < 8; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/info/board',
        remoteAddress: PROXY,
        headers: forwarded(`198.51.100.${n}`, '203.0.113.77'),
        payload: { name: `ผู้ใช้ ${n}`, title: `คำถามที่ ${n}`, body: `รายละเอียด ${n}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('logins: the address limit holds whatever the client writes', async () => {
    const codes: number[] = [];
    for (let n = 0; n < 32; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/auth/login',
        remoteAddress: PROXY,
        headers: forwarded(`198.51.100.${n}`, '203.0.113.88'),
        payload: { membership_no: String(300 + n), mem_password: 'wrong' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});

describe('TRUST_PROXY unset', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: readConfig({}).trustProxy });
  });
  afterAll(() => t.close());

  it('believes no X-Forwarded-For: the client is the address that connected', async () => {
    await addMember(t.database.db, '0300002');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/auth/login',
      remoteAddress: '198.51.100.200',
      headers: forwarded('1.2.3.4', '203.0.113.9'),
      payload: { membership_no: '0300002', mem_password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const sessions = await t.database.db.selectFrom('sessions').select('ip').where('subject', '=', '0300002').execute();
    expect(sessions).toEqual([{ ip: '198.51.100.200' }]);
  });
});

describe('TRUST_PROXY=2 (a CDN in front of our proxy)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: readConfig({ TRUST_PROXY: '2' }).trustProxy });
  });
  afterAll(() => t.close());

  it('takes the entry the CDN saw, second from the right', async () => {
    await addMember(t.database.db, '0300003');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/auth/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.10, 198.18.0.1' },
      payload: { membership_no: '0300003', mem_password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const sessions = await t.database.db.selectFrom('sessions').select('ip').where('subject', '=', '0300003').execute();
    expect(sessions).toEqual([{ ip: '203.0.113.10' }]);
  });
});
