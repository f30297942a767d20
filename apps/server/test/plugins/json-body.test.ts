import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../support/members';
import { loginToken } from '../support/requests';
import { LogCapture, startTestApp, type TestContext } from '../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;
const MEMBER = '7300001';

describe('JSON bodies', () => {
  let t: TestContext;
  let token: string;
  const log = new LogCapture();
  const post = (url: string, payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, payload });
  const expectRefused = (res: { statusCode: number; json(): { rc_code: string; error: string } }, status: number) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().rc_code).toBe('0');
    expect(res.json().error).toMatch(THAI);
  };

  beforeAll(async () => {
    t = await startTestApp({}, undefined, log);
    await addMember(t.database.db, MEMBER);
    token = await loginToken(t.app, MEMBER);
  });
  afterAll(async () => {
    await t.close();
    expect(log.errors()).toEqual([]);
  });

  it('answers a cut-off body on the session check with a Thai 400, not a serialization failure', async () => {
    expectRefused(await post('/api/member/auth/getAuthUser', '{"a":'), 400);
  });

  it('refuses a body labelled UTF-16 with a Thai 415', async () => {
    const body = Buffer.from('{"page":1}', 'utf16le');
    expectRefused(await post('/api/member/member_share', body, 'application/json; charset=utf-16le'), 415);
  });

  it('refuses an unlabelled body that starts with a UTF-16 byte-order mark with a Thai 415', async () => {
    const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"page":1}', 'utf16le')]);
    expectRefused(await post('/api/member/member_share', body), 415);
  });

  it('answers bytes that are not UTF-8 with a Thai 400', async () => {
    expectRefused(await post('/api/member/member_share', Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])), 400);
  });

  it('refuses a __proto__ key on the session check with a Thai 400', async () => {
    expectRefused(await post('/api/member/auth/getAuthUser', '{"__proto__":{"admin":true}}'), 400);
  });

  it('refuses a constructor.prototype key with a Thai 400, and the password stays unchanged', async () => {
    const body = '{"mem_oldpassword":"Secret123","mem_password":"Longer-Passw0rd!x","constructor":{"prototype":{"admin":true}}}';
    expectRefused(await post('/api/member/member_pass', body), 400);
    expect((await t.app.inject({ method: 'POST', url: '/api/member/auth/login', payload: { membership_no: MEMBER, mem_password: 'Secret123' } })).statusCode).toBe(200);
  });

  it('refuses a gzip-compressed body with a Thai 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/auth/getAuthUser',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', authorization: `Bearer ${token}` },
      payload: gzipSync('{}'),
    });
    expectRefused(res, 415);
  });

  it('still reads a UTF-8 body with a byte-order mark and an explicit charset', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"page":1}')]);
    expect((await post('/api/member/member_share', body, 'application/json; charset=UTF-8')).statusCode).toBe(200);
  });
});
