import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_SENDS, SMS_CODE_TTL_MS } from '../../../src/features/member-registration/code-by-sms';
import { PROOF_TEXT } from '../../../src/features/member-registration/proof-messages';
import { SMS_CODE_TEXT } from '../../../src/features/member-registration/sms-code-messages';
import { lockAccount } from '../../support/factories/account-locks';
import { addSitePage } from '../../support/factories/site-pages';
import { MailCatcher } from '../../support/mail-catcher';
import { addMember, newMembershipNo } from '../../support/members';
import { newAddress, postAccountForm, RIGHT_PROOF, STRONG_PASSWORD, TERMS_VERSION } from '../../support/registration';
import { login } from '../../support/requests';
import { SmsGatewayDouble } from '../../support/sms-gateway-double';
import { closeApps, startTestApp, type TestContext } from '../../support/test-app';

const codeIn = (text: string | undefined) => /\b([0-9]{6})\b/.exec(text ?? '')?.[1];

/**
 * Registration and reset where the cooperative sends SMS (SMS_GATEWAY_URL): the one-time code goes to the mobile
 * number on file, through an HTTP gateway started here that records what it was sent.
 */
describe('one-time code by SMS', () => {
  let t: TestContext;
  const gateway = new SmsGatewayDouble();
  const mail = new MailCatcher();
  beforeAll(async () => {
    // mail is configured too: where both are, the code goes by SMS
    t = await startTestApp({ sms: await gateway.start(), mail: { smtpUrl: await mail.start(), from: 'portal@coop.example' } });
    await addSitePage(t.database.db, { key: 'terms', title: 'ข้อตกลง', body: 'ข้อ 1', version: TERMS_VERSION });
  });
  afterAll(() => closeApps(t, gateway, mail));

  let nextPhone = 100;
  /** A member with a number of their own on file (and an e-mail address), registered or not. */
  const member = async (registered: boolean, phone = `089-555-${String(nextPhone++).padStart(4, '0')}`) => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { phone, email: `m${no}@mail.example` }, registered ? undefined : null);
    return { no, phone };
  };
  const register = (m: { no: string; phone: string }, extra: Record<string, unknown> = {}, address = newAddress()) =>
    postAccountForm(
      t.app,
      endpoints.memberRegister.path,
      { membership_no: m.no, ...RIGHT_PROOF, mobile: m.phone, accept_terms: true, terms_version: TERMS_VERSION, ...extra },
      address,
    );
  const forget = (m: { no: string; phone: string }, extra: Record<string, unknown> = {}) =>
    postAccountForm(t.app, endpoints.memberForget.path, { membership_no: m.no, ...RIGHT_PROOF, mobile: m.phone, ...extra });
  const lastCode = (phone: string) => codeIn(gateway.textsTo(phone).at(-1));

  it('texts a code to the number on file and asks for it, showing the number masked', async () => {
    const m = await member(false);
    const res = await register(m);
    const masked = `08x-xxx-${m.phone.slice(-4)}`;
    expect(res.json()).toEqual({ rc_code: '2', messages: [SMS_CODE_TEXT.codeSent(masked)], code_channel: 'sms' });
    expect(gateway.textsTo(m.phone)).toEqual([SMS_CODE_TEXT.sms(lastCode(m.phone) ?? 'none')]);
    expect((await login(t.app, m.no, STRONG_PASSWORD)).statusCode).toBe(401);
  });

  it('sends the code in one part of Thai, with no link', async () => {
    const m = await member(false);
    await register(m);
    const [text = ''] = gateway.textsTo(m.phone);
    expect(text.length).toBeLessThanOrEqual(70);
    expect(text).not.toMatch(/https?:|www\.|\/member/);
  });

  it('mails nothing where it texts', async () => {
    const m = await member(false);
    await register(m);
    await t.app.jobs.drain();
    expect(mail.lastTextTo(`m${m.no}@mail.example`)).toBeUndefined();
  });

  it('registers and signs in with the right code', async () => {
    const m = await member(false);
    await register(m);
    const res = await register(m, { otp: lastCode(m.phone) });
    expect(res.json()).toMatchObject({ rc_code: '1', messages: [PROOF_TEXT.register.signedIn] });
    expect((await login(t.app, m.no, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps only a hash of the code, living five minutes', async () => {
    const m = await member(false);
    await register(m);
    const row = await t.database.db.selectFrom('member_one_time_codes').selectAll().where('membership_no', '=', m.no).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(lastCode(m.phone));
    expect(row.expires_at.getTime() - t.clock.now().getTime()).toBe(SMS_CODE_TTL_MS);
  });

  it('refuses a wrong code, pointing at the code', async () => {
    const m = await member(false);
    await register(m);
    expect((await register(m, { otp: lastCode(m.phone) === '000000' ? '111111' : '000000' })).json()).toMatchObject({
      rc_code: '0',
      errors: [SMS_CODE_TEXT.wrongCode],
      check: ['otp'],
    });
  });

  it('refuses the right code after five wrong ones', async () => {
    const m = await member(false);
    await register(m);
    const code = lastCode(m.phone);
    const wrong = code === '111111' ? '222222' : '111111';
    // each from an address of its own, so the throttle is not what refuses
    for (let i = 0; i < 5; i++) expect((await register(m, { otp: wrong })).json().errors).toEqual([SMS_CODE_TEXT.wrongCode]);
    expect((await register(m, { otp: code })).json().errors).toEqual([SMS_CODE_TEXT.wrongCode]);
    expect((await login(t.app, m.no, STRONG_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a code older than five minutes', async () => {
    const m = await member(false);
    await register(m);
    t.clock.advanceSeconds(5 * 60 + 1);
    expect((await register(m, { otp: lastCode(m.phone) })).json().errors).toEqual([SMS_CODE_TEXT.wrongCode]);
  });

  it('counts every try against the number and address, as the mailed code does', async () => {
    const m = await member(false);
    const address = newAddress();
    await register(m, {}, address);
    const code = lastCode(m.phone);
    for (let i = 0; i < 4; i++) await register(m, { otp: code === '111111' ? '222222' : '111111' }, address);
    const res = await register(m, { otp: code }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toEqual([PROOF_TEXT.tooManyAttempts(15)]);
  });

  it('texts at most five codes to a number in fifteen minutes, whatever the address', async () => {
    const m = await member(false);
    for (let i = 0; i < SMS_CODE_SENDS.limit; i++) expect((await register(m)).json().rc_code).toBe('2');
    const res = await register(m);
    expect(res.json()).toMatchObject({ rc_code: '0', errors: [SMS_CODE_TEXT.tooManyCodes(15)], check: [] });
    expect(gateway.textsTo(m.phone)).toHaveLength(SMS_CODE_SENDS.limit);
  });

  it('texts nothing for a wrong fact', async () => {
    const m = await member(false);
    await register(m, { id_card: '3-1017-00203-45-6' });
    expect(gateway.textsTo(m.phone)).toEqual([]);
  });

  it('tells the member when the gateway could not send the code', async () => {
    const m = await member(false);
    gateway.refuseNext.push({ status: 500 });
    expect((await register(m)).json()).toMatchObject({ rc_code: '0', errors: [SMS_CODE_TEXT.codeNotSent] });
  });

  it('resets a password with a texted code once, and the same code proves nothing again', async () => {
    const m = await member(true);
    expect((await forget(m)).json()).toMatchObject({ rc_code: '2', code_channel: 'sms' });
    const code = lastCode(m.phone);
    expect((await forget(m, { otp: code })).json()).toEqual({ rc_code: '1', messages: [PROOF_TEXT.forget.done] });
    expect((await login(t.app, m.no, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await forget(m, { otp: code })).json().errors).toEqual([SMS_CODE_TEXT.wrongCode]);
  });

  it('lets a member past the number-wide lock with the texted code, with no e-mail on file', async () => {
    const no = newMembershipNo();
    const m = { no, phone: '089-555-9999' };
    await addMember(t.database.db, no, { phone: m.phone, email: '' }, null);
    await lockAccount(t.database.db, 'member-register', no, t.clock.now());
    expect((await register(m)).json().rc_code).toBe('2');
    expect((await register(m, { otp: lastCode(m.phone) })).json().rc_code).toBe('1');
  });

  it('mails the code instead where the number on file is a landline', async () => {
    const m = await member(false, '02-555-0101');
    expect((await register(m)).json()).toMatchObject({ rc_code: '2', code_channel: 'email' });
    // the mailed code leaves by the mail job
    await t.app.jobs.drain();
    expect(codeIn(mail.lastTextTo(`m${m.no}@mail.example`))).toBeDefined();
  });
});
