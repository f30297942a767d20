import { endpoints } from '@coop/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal, serverOptions } from '../../src/app';
import { addSitePage } from '../support/factories/site-pages';
import { addMember, newMembershipNo } from '../support/members';
import { newAddress, postAccountForm, RIGHT_PROOF, STRONG_PASSWORD, TERMS_VERSION } from '../support/registration';
import { loginToken, memberPost } from '../support/requests';
import { SmsGatewayDouble } from '../support/sms-gateway-double';
import { closeApps, LogCapture, type LogLine, startTestApp, type TestContext, testConfig } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

const NATIONAL_ID = '1101700203450';
const NEW_PASSWORD = 'ม้าลายวิ่งเล่นริมทุ่งนา';
const codeIn = (text: string | undefined) => /\b([0-9]{6})\b/.exec(text ?? '')?.[1] ?? 'none';
/** Whether the log's text holds `secret` (digits only where no other digit touches them: times are long numbers). */
const holds = (log: LogCapture, secret: string) => {
  const text = log.lines.map((line) => JSON.stringify(line)).join('\n');
  return /^[0-9]+$/.test(secret) ? new RegExp(`(?<![0-9])${secret}(?![0-9])`).test(text) : text.includes(secret);
};

describe('the log of a member registering, signing in and resetting by texted codes, at level trace', () => {
  const log = new LogCapture();
  const gateway = new SmsGatewayDouble();
  let t: TestContext;
  const secrets: Record<string, string> = { 'the national ID': NATIONAL_ID, 'the national ID as typed': RIGHT_PROOF.id_card, 'the password': STRONG_PASSWORD, 'the new password': NEW_PASSWORD };
  let warned: LogLine | undefined;

  beforeAll(async () => {
    t = await startTestApp({ sms: await gateway.start(), logLevel: 'trace' }, undefined, log);
    await addSitePage(t.database.db, { key: 'terms', title: 'ข้อตกลง', body: 'ข้อ 1', version: TERMS_VERSION });
    const no = newMembershipNo();
    const phone = '089-555-0142';
    await addMember(t.database.db, no, { phone, national_id: NATIONAL_ID }, null);
    const form = (path: string, extra: Record<string, unknown>) => postAccountForm(t.app, path, { membership_no: no, ...RIGHT_PROOF, mobile: phone, ...extra }, newAddress());
    const register = { accept_terms: true, terms_version: TERMS_VERSION };
    await form(endpoints.memberRegister.path, register);
    secrets['the registration code'] = codeIn(gateway.textsTo(phone).at(-1));
    expect((await form(endpoints.memberRegister.path, { ...register, otp: secrets['the registration code'] })).json()).toMatchObject({ rc_code: '1' });
    const token = await loginToken(t.app, no, STRONG_PASSWORD);
    secrets['the session token'] = token;
    expect((await memberPost(t.app, '/api/member/member_status', token)).statusCode).toBe(200);
    // the gateway fails once: the server logs what it answered
    gateway.refuseNext.push({ status: 500 });
    await form(endpoints.memberForget.path, { mem_password: NEW_PASSWORD });
    warned = log.lines.find((line) => line.msg === 'one-time code SMS not sent');
    await form(endpoints.memberForget.path, { mem_password: NEW_PASSWORD });
    secrets['the reset code'] = codeIn(gateway.textsTo(phone).at(-1));
    expect((await form(endpoints.memberForget.path, { mem_password: NEW_PASSWORD, otp: secrets['the reset code'] })).json()).toMatchObject({ rc_code: '1' });
    await loginToken(t.app, no, NEW_PASSWORD);
  });
  afterAll(() => closeApps(t, gateway));

  it('carries the request id on the lines a request writes', () => {
    expect(warned?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['the national ID', 'the national ID as typed', 'the password', 'the new password', 'the registration code', 'the session token', 'the reset code'])(
    'never holds %s',
    (name) => {
      expect(secrets[name]).toBeTruthy();
      expect(holds(log, secrets[name] ?? '')).toBe(false);
    },
  );
});

describe('the log of a request that fails quoting secrets', () => {
  const log = new LogCapture();
  const fastify = Fastify(serverOptions(testConfig({ logLevel: 'trace' }), log));
  const token = 'k3Jq9xV2mN8pL4tR7wY1zB6cD5fG0hS2aE9uI3oP7lK';
  beforeAll(async () => {
    const database = await openTestDatabase();
    await fastify.register(portal, { db: database.db, dbKind: database.kind, config: testConfig({}) });
    fastify.addHook('onClose', () => database.close());
    fastify.get('/api/test/explode', async () => {
      throw Object.assign(new Error(`login of ${NATIONAL_ID} with password=${STRONG_PASSWORD} and Bearer ${token} failed`), {
        detail: `Key (national_id)=(${NATIONAL_ID}) already exists.`,
        otp: '482913',
      });
    });
    await fastify.ready();
  });
  afterAll(() => fastify.close());

  it('is logged under the id its answer names, without the national ID, the password, the token or the code', async () => {
    const res = await fastify.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(res.json()).toMatchObject({ request_id: id });
    const line = log.errors().find((l) => l.msg === 'request failed');
    expect(line?.reqId).toBe(id);
    expect(line?.err?.message).toBe('login of [Filtered] with password=[Filtered] and Bearer [Filtered] failed');
    for (const secret of [NATIONAL_ID, STRONG_PASSWORD, token, '482913']) expect(holds(log, secret), secret).toBe(false);
  });
});
