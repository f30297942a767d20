import { MEMBER_ACCOUNT_PATHS } from '@coop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_TEXT } from '../../../src/auth/proof-messages';
import { addSitePage } from '../../support/factories/site-pages';
import { MailCatcher } from '../../support/mail-catcher';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { newAddress, postAccountForm, RIGHT_PROOF, STRONG_PASSWORD, TERMS_VERSION } from '../../support/registration';
import { login } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const LOCKED = { rc_code: '0', code: 'TOO_MANY_ATTEMPTS', error: PROOF_TEXT.tooManyAttempts(15), messages: [], errors: [PROOF_TEXT.tooManyAttempts(15)] };
const WRONG_FACTS = { id_card: '3-1017-00203-45-6', mobile: '0899999999' };

/** Twenty wrong proofs of the number from four addresses, five each: the number's own limit is spent. */
async function spendNumberLimit(t: TestContext, path: string, no: string, extra: Record<string, unknown> = {}) {
  for (let a = 0; a < 4; a++) {
    const address = newAddress();
    for (let i = 0; i < 5; i++) await postAccountForm(t.app, path, { membership_no: no, ...RIGHT_PROOF, ...WRONG_FACTS, ...extra }, address);
  }
}
const answerOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

/** Decision 037: a number's account-wide lock on registration and reset does not keep the real member out. */
describe('registration and reset past the number-wide limit, without mail', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const forget = (no: string, cookie?: string, fields: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: MEMBER_ACCOUNT_PATHS.forget,
      payload: { membership_no: no, ...RIGHT_PROOF, ...fields },
      remoteAddress: newAddress(),
      headers: cookie ? { cookie } : {},
    });

  it('lets the member reset the password from a browser they logged in from', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const loggedIn = await login(t.app, no, TEST_PASSWORD);
    const cookie = (loggedIn.headers['set-cookie'] as string[]).find((c) => c.includes('Path=/api/member/forget'))?.split(';')[0];
    await spendNumberLimit(t, MEMBER_ACCOUNT_PATHS.forget, no);
    expect(answerOf(await forget(no, cookie))).toEqual({ status: 200, body: { rc_code: '1', messages: [PROOF_TEXT.forget.done] } });
    expect((await login(t.app, no, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('gives everyone else the lock, whether the facts are right, wrong or of no member', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await spendNumberLimit(t, MEMBER_ACCOUNT_PATHS.forget, no);
    expect(answerOf(await forget(no))).toEqual({ status: 429, body: LOCKED });
    expect(answerOf(await forget(no, undefined, WRONG_FACTS))).toEqual({ status: 429, body: LOCKED });
    expect(answerOf(await forget(no, `coop_device=${'A'.repeat(43)}`))).toEqual({ status: 429, body: LOCKED });
    const nobody = newMembershipNo();
    await spendNumberLimit(t, MEMBER_ACCOUNT_PATHS.forget, nobody);
    expect(answerOf(await forget(nobody))).toEqual({ status: 429, body: LOCKED });
  });
});

describe('registration and reset past the number-wide limit, where the cooperative mails a code', () => {
  let t: TestContext;
  const mail = new MailCatcher();
  beforeAll(async () => {
    t = await startTestApp({ mail: { smtpUrl: await mail.start(), from: 'portal@coop.example' } });
    await addSitePage(t.database.db, { key: 'terms', title: 'ข้อตกลง', body: 'ข้อ 1', version: TERMS_VERSION });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const terms = { accept_terms: true, terms_version: TERMS_VERSION };
  const register = (no: string, fields: Record<string, unknown> = {}) =>
    postAccountForm(t.app, MEMBER_ACCOUNT_PATHS.register, { membership_no: no, ...RIGHT_PROOF, ...terms, ...fields });
  const codeIn = (text: string | undefined) => /\b([0-9]{6})\b/.exec(text ?? '')?.[1];

  it('registers the member with the code mailed to them', async () => {
    const no = newMembershipNo();
    const email = `m${no}@mail.example`;
    await addMember(t.database.db, no, { email }, null);
    await spendNumberLimit(t, MEMBER_ACCOUNT_PATHS.register, no, terms);
    expect((await register(no)).json().rc_code).toBe('2');
    expect((await register(no, { otp: codeIn(mail.lastTextTo(email)) })).json()).toEqual({ rc_code: '1', messages: [PROOF_TEXT.register.done] });
    expect((await login(t.app, no, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the lock to wrong facts and to a member with no address to mail, alike', async () => {
    const mailed = newMembershipNo();
    await addMember(t.database.db, mailed, { email: `m${mailed}@mail.example` }, null);
    const unmailed = newMembershipNo();
    await addMember(t.database.db, unmailed, {}, null);
    for (const no of [mailed, unmailed]) await spendNumberLimit(t, MEMBER_ACCOUNT_PATHS.register, no, terms);
    expect(answerOf(await register(mailed, WRONG_FACTS))).toEqual({ status: 429, body: LOCKED });
    expect(answerOf(await register(unmailed))).toEqual({ status: 429, body: LOCKED });
  });
});
