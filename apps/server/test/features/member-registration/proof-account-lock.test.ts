import { endpoints } from '@coop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_TEXT } from '../../../src/features/member-registration/proof-messages';
import { lockAccount, lockRowsOf } from '../../support/factories/account-locks';
import { MailCatcher } from '../../support/mail-catcher';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { newAddress, postAccountForm, RIGHT_PROOF, startAppMailingCodes, STRONG_PASSWORD, TERMS_VERSION } from '../../support/registration';
import { login } from '../../support/requests';
import { closeApps, startTestApp, type TestContext } from '../../support/test-app';

const LOCKED = { rc_code: '0', code: 'TOO_MANY_ATTEMPTS', error: PROOF_TEXT.tooManyAttempts(15), messages: [], errors: [PROOF_TEXT.tooManyAttempts(15)], tries_left: 0 };
const WRONG_FACTS = { id_card: '3-1017-00203-45-6', mobile: '0899999999' };

/** The number locked as wrong proofs from several addresses lock it, on the form whose throttle area is given. */
const lockNumber = (t: TestContext, area: 'member-forget' | 'member-register', no: string) => lockAccount(t.database.db, area, no, t.clock.now());
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
      url: endpoints.memberForget.path,
      payload: { membership_no: no, ...RIGHT_PROOF, ...fields },
      remoteAddress: newAddress(),
      headers: cookie ? { cookie } : {},
    });

  it('locks the number after twenty wrong proofs from four addresses, as lockAccount does', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const addresses = [newAddress(), newAddress(), newAddress(), newAddress(), newAddress()];
    // five from each of four addresses, all at once: every pair within its limit, the number at its own; the fifth meets the lock
    const wrong = { membership_no: no, ...RIGHT_PROOF, ...WRONG_FACTS };
    const guesses = addresses.slice(0, 4).flatMap((address) => Array.from({ length: 5 }, () => postAccountForm(t.app, endpoints.memberForget.path, wrong, address)));
    expect((await Promise.all(guesses)).map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const locked = await postAccountForm(t.app, endpoints.memberForget.path, { membership_no: no, ...RIGHT_PROOF }, addresses[4]);
    expect(answerOf(locked)).toEqual({ status: 429, body: LOCKED });
    const real = await lockRowsOf(t.database.db, 'member-forget', no, addresses);
    expect(real.locks).toHaveLength(1);
    const other = newMembershipNo();
    expect(await lockRowsOf(t.database.db, 'member-forget', other, await lockNumber(t, 'member-forget', other))).toEqual(real);
  });

  it('lets the member reset the password from a browser they logged in from', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const loggedIn = await login(t.app, no, TEST_PASSWORD);
    const cookie = (loggedIn.headers['set-cookie'] as string[]).find((c) => c.includes('Path=/api/member/forget'))?.split(';')[0];
    await lockNumber(t, 'member-forget', no);
    expect(answerOf(await forget(no, cookie))).toEqual({ status: 200, body: { rc_code: '1', messages: [PROOF_TEXT.forget.done] } });
    expect((await login(t.app, no, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('gives everyone else the lock, whether the facts are right, wrong or of no member', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await lockNumber(t, 'member-forget', no);
    expect(answerOf(await forget(no))).toEqual({ status: 429, body: LOCKED });
    expect(answerOf(await forget(no, undefined, WRONG_FACTS))).toEqual({ status: 429, body: LOCKED });
    expect(answerOf(await forget(no, `coop_device=${'A'.repeat(43)}`))).toEqual({ status: 429, body: LOCKED });
    const nobody = newMembershipNo();
    await lockNumber(t, 'member-forget', nobody);
    expect(answerOf(await forget(nobody))).toEqual({ status: 429, body: LOCKED });
  });
});

describe('registration and reset past the number-wide limit, where the cooperative mails a code', () => {
  let t: TestContext;
  const mail = new MailCatcher();
  beforeAll(async () => {
    t = await startAppMailingCodes(mail);
  });
  afterAll(() => closeApps(t, mail));

  const terms = { accept_terms: true, terms_version: TERMS_VERSION };
  const register = async (no: string, fields: Record<string, unknown> = {}) => {
    const res = await postAccountForm(t.app, endpoints.memberRegister.path, { membership_no: no, ...RIGHT_PROOF, ...terms, ...fields });
    // the code leaves by the mail job
    await t.app.jobs.drain();
    return res;
  };
  const codeIn = (text: string | undefined) => /\b([0-9]{6})\b/.exec(text ?? '')?.[1];

  it('registers the member with the code mailed to them', async () => {
    const no = newMembershipNo();
    const email = `m${no}@mail.example`;
    await addMember(t.database.db, no, { email }, null);
    await lockNumber(t, 'member-register', no);
    expect((await register(no)).json().rc_code).toBe('2');
    expect((await register(no, { otp: codeIn(mail.lastTextTo(email)) })).json()).toMatchObject({ rc_code: '1', messages: [PROOF_TEXT.register.signedIn] });
    expect((await login(t.app, no, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the lock to wrong facts and to a member with no address to mail, alike', async () => {
    const mailed = newMembershipNo();
    await addMember(t.database.db, mailed, { email: `m${mailed}@mail.example` }, null);
    const unmailed = newMembershipNo();
    await addMember(t.database.db, unmailed, {}, null);
    for (const no of [mailed, unmailed]) await lockNumber(t, 'member-register', no);
    expect(answerOf(await register(mailed, WRONG_FACTS))).toEqual({ status: 429, body: LOCKED });
    expect(answerOf(await register(unmailed))).toEqual({ status: 429, body: LOCKED });
  });
});
