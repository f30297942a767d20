import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_TEXT } from '../../../src/features/member-registration/proof-messages';
import { MailCatcher } from '../../support/mail-catcher';
import { addMember, newMembershipNo } from '../../support/members';
import { postAccountForm, RIGHT_PROOF, startAppMailingCodes, STRONG_PASSWORD, TERMS_VERSION } from '../../support/registration';
import { login } from '../../support/requests';
import { closeApps, type TestContext } from '../../support/test-app';

/** Registration and reset where the cooperative mails a one-time code (SMTP_URL), through a real SMTP server. */
describe('one-time code by mail', () => {
  let t: TestContext;
  const mail = new MailCatcher();
  beforeAll(async () => {
    t = await startAppMailingCodes(mail);
  });
  afterAll(() => closeApps(t, mail));

  const withEmail = async (registered: boolean) => {
    const no = newMembershipNo();
    const email = `m${no}@mail.example`;
    await addMember(t.database.db, no, { email }, registered ? undefined : null);
    return { no, email };
  };
  const register = async (no: string, extra: Record<string, unknown> = {}) => {
    const res = await postAccountForm(t.app, endpoints.memberRegister.path, { membership_no: no, ...RIGHT_PROOF, accept_terms: true, terms_version: TERMS_VERSION, ...extra });
    // the code leaves by the mail job
    await t.app.jobs.drain();
    return res;
  };
  const codeIn = (text: string | undefined) => /\b([0-9]{6})\b/.exec(text ?? '')?.[1];

  it('mails a code and asks for it before registering', async () => {
    const { no, email } = await withEmail(false);
    const res = await register(no);
    expect(res.json()).toEqual({ rc_code: '2', messages: [PROOF_TEXT.codeSent(`m***@mail.example`)] });
    expect(codeIn(mail.lastTextTo(email))).toBeDefined();
    expect((await login(t.app, no, STRONG_PASSWORD)).statusCode).toBe(401);
  });

  it('registers with the code from the mail', async () => {
    const { no, email } = await withEmail(false);
    await register(no);
    const res = await register(no, { otp: codeIn(mail.lastTextTo(email)) });
    expect(res.json().rc_code).toBe('1');
    expect((await login(t.app, no, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps only a hash of the code', async () => {
    const { no, email } = await withEmail(false);
    await register(no);
    const code = codeIn(mail.lastTextTo(email)) ?? '';
    const row = await t.database.db.selectFrom('member_one_time_codes').selectAll().where('membership_no', '=', no).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('mails the code by a job that keeps no copy of it once sent', async () => {
    const { no, email } = await withEmail(false);
    await register(no);
    const code = codeIn(mail.lastTextTo(email)) ?? '';
    const jobs = await t.database.db.selectFrom('jobs').select(['state', 'data']).where('name', '=', 'mail').execute();
    expect(jobs.map((j) => j.state)).not.toContain('waiting');
    expect(JSON.stringify(jobs)).not.toContain(code);
  });

  it('refuses a wrong code', async () => {
    const { no } = await withEmail(false);
    await register(no);
    expect((await register(no, { otp: '000000' })).json().errors).toEqual([PROOF_TEXT.wrongCode]);
  });

  it('refuses the right code after five wrong ones', async () => {
    const { no, email } = await withEmail(false);
    await register(no);
    const code = codeIn(mail.lastTextTo(email));
    const wrong = code === '111111' ? '222222' : '111111';
    // from other addresses each, so the throttle is not what refuses
    for (let i = 0; i < 5; i++) await register(no, { otp: wrong });
    expect((await register(no, { otp: code })).json().errors).toEqual([PROOF_TEXT.wrongCode]);
  });

  it('refuses a code older than ten minutes', async () => {
    const { no, email } = await withEmail(false);
    await register(no);
    t.clock.advanceMinutes(11);
    expect((await register(no, { otp: codeIn(mail.lastTextTo(email)) })).json().errors).toEqual([PROOF_TEXT.wrongCode]);
  });

  it('resets a password with a code once, and the same code proves nothing again', async () => {
    const { no, email } = await withEmail(true);
    const forget = (otp?: string) => postAccountForm(t.app, endpoints.memberForget.path, { membership_no: no, ...RIGHT_PROOF, ...(otp ? { otp } : {}) });
    expect((await forget()).json().rc_code).toBe('2');
    await t.app.jobs.drain();
    const code = codeIn(mail.lastTextTo(email));
    expect((await forget(code)).json().rc_code).toBe('1');
    expect((await forget(code)).json().errors).toEqual([PROOF_TEXT.wrongCode]);
  });

  it('asks no code of a member with no e-mail address on file', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { email: '' }, null);
    expect((await register(no)).json().rc_code).toBe('1');
  });

  it('mails nothing for a wrong fact', async () => {
    const { no, email } = await withEmail(false);
    await register(no, { mobile: '0899999999' });
    expect(mail.lastTextTo(email)).toBeUndefined();
  });
});

describe('one-time code while the mail server is away', () => {
  let t: TestContext;
  const mail = new MailCatcher();
  beforeAll(async () => {
    t = await startAppMailingCodes(mail);
    // the SMTP server goes away: nothing listens at SMTP_URL any more
    await mail.close();
  });
  afterAll(() => t.close());

  it('answers the member at once and retries the mail later', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { email: `m${no}@mail.example` }, null);
    const res = await postAccountForm(t.app, endpoints.memberRegister.path, { membership_no: no, ...RIGHT_PROOF, accept_terms: true, terms_version: TERMS_VERSION });
    expect(res.json().rc_code).toBe('2');
    await t.app.jobs.drain();
    const job = await t.database.db.selectFrom('jobs').select(['state', 'attempts', 'last_error', 'run_at']).where('name', '=', 'mail').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'waiting', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) });
    expect(job.run_at.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});
