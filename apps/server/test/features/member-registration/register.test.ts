import { endpoints } from '@coop/contract';
import { PASSWORD_POLICY_TEXT } from '@coop/password-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_TEXT } from '../../../src/features/member-registration/proof-messages';
import { addSitePage } from '../../support/factories/site-pages';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { newAddress, postAccountForm, RIGHT_PROOF, STRONG_PASSWORD, TERMS_VERSION } from '../../support/registration';
import { login, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const FACTS = ['membership_no', 'id_card', 'birth_date', 'mobile'];
// a first try from a fresh address: four more before the 15-minute lock
const NOT_PROVEN = { rc_code: '0', messages: [], errors: [PROOF_TEXT.register.notProven], check: FACTS, tries_left: 4 };

describe('POST /api/member/register', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await addSitePage(t.database.db, { key: 'terms', title: 'ข้อตกลง', body: 'ข้อ 1', version: TERMS_VERSION });
  });
  afterAll(() => t.close());

  const unregistered = async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, {}, null);
    return no;
  };
  const register = (no: string, fields: Record<string, unknown> = {}, address = newAddress()) =>
    postAccountForm(t.app, endpoints.memberRegister.path, {
      membership_no: no,
      ...RIGHT_PROOF,
      accept_terms: true,
      terms_version: TERMS_VERSION,
      ...fields,
    }, address);
  const accountOf = (no: string) =>
    t.database.db.selectFrom('member_accounts').select('membership_no').where('membership_no', '=', no).executeTakeFirst();

  it('gives a member who proves who they are a first password they can log in with', async () => {
    const no = await unregistered();
    const res = await register(no);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rc_code: '1', messages: [PROOF_TEXT.register.signedIn] });
    expect((await login(t.app, no, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('signs the new member in with a session that opens their pages, as a login would', async () => {
    const no = await unregistered();
    const res = await register(no);
    const { session } = res.json();
    expect(session).toMatchObject({ rc_code: '1', user: { membership_no: no }, expires_at: expect.any(String) });
    expect((await memberPost(t.app, endpoints.memberStatus.path, session.token)).statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/coop_device=[A-Za-z0-9_-]{43}; Path=\/api\/member\/auth/);
  });

  it('keeps the acceptance of the terms with its version, time and address', async () => {
    const no = await unregistered();
    await register(no, {}, '10.99.0.7');
    const rows = await t.database.db.selectFrom('member_terms_acceptances').selectAll().where('membership_no', '=', no).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ terms_version: TERMS_VERSION, ip: '10.99.0.7', accepted_at: t.clock.now() });
  });

  it('takes the number unpadded and the mobile number as +66', async () => {
    const no = await unregistered();
    const res = await register(String(Number(no)), { mobile: '+66 81 234 5678', id_card: '1101700203450' });
    expect(res.json().rc_code).toBe('1');
  });

  it('refuses a national ID whose check digit is wrong, and says so', async () => {
    const no = await unregistered();
    const res = await register(no, { id_card: '1101700203451' });
    // judged before the attempt is counted: no tries are spent
    expect(res.json()).toEqual({ rc_code: '0', messages: [], errors: [PROOF_TEXT.badNationalId], check: ['id_card'] });
    expect(await accountOf(no)).toBeUndefined();
  });

  it('refuses a birth date that does not match', async () => {
    const no = await unregistered();
    expect((await register(no, { birth_date: '1980-05-18' })).json()).toEqual(NOT_PROVEN);
    expect(await accountOf(no)).toBeUndefined();
  });

  it('refuses a mobile number that does not match', async () => {
    const no = await unregistered();
    expect((await register(no, { mobile: '0812345679' })).json()).toEqual(NOT_PROVEN);
    expect(await accountOf(no)).toBeUndefined();
  });

  it('answers an unknown number as it answers a wrong fact', async () => {
    expect((await register(newMembershipNo())).json()).toEqual(NOT_PROVEN);
  });

  it('answers a number already registered alike, and its password stays', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    expect((await register(no)).json()).toEqual(NOT_PROVEN);
    expect((await login(t.app, no, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password with the policy rule', async () => {
    const no = await unregistered();
    expect((await register(no, { mem_password: 'Ab1' })).json()).toEqual({
      rc_code: '0',
      messages: [],
      errors: [PASSWORD_POLICY_TEXT.tooShort],
      check: ['mem_password'],
      tries_left: 4,
    });
    expect(await accountOf(no)).toBeUndefined();
  });

  it('refuses when the terms were not accepted', async () => {
    const no = await unregistered();
    expect((await register(no, { accept_terms: false })).json().errors).toEqual([PROOF_TEXT.termsNotAccepted]);
    expect(await accountOf(no)).toBeUndefined();
  });

  it('asks again when the terms changed since the member read them', async () => {
    const no = await unregistered();
    expect((await register(no, { terms_version: TERMS_VERSION - 1 })).json().errors).toEqual([PROOF_TEXT.termsChanged]);
  });

  it('lists every mistake of the form at once', async () => {
    const no = await unregistered();
    const res = await register(no, { id_card: '1101700203451', birth_date: '1980-02-30', accept_terms: false });
    expect(res.json().errors).toEqual([PROOF_TEXT.badNationalId, PROOF_TEXT.badBirthDate, PROOF_TEXT.termsNotAccepted]);
  });

  it('stops a sixth try at one number from one address for a while', async () => {
    const no = await unregistered();
    for (let i = 0; i < 5; i++) expect((await register(no, { mobile: '0800000000' }, '10.98.0.1')).statusCode).toBe(200);
    const res = await register(no, {}, '10.98.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toEqual([PROOF_TEXT.tooManyAttempts(15)]);
    expect(await accountOf(no)).toBeUndefined();
  });

  it('counts down the tries left before the lock with each refusal, and answers none left when locked', async () => {
    const no = await unregistered();
    const left: unknown[] = [];
    for (let i = 0; i < 6; i++) left.push((await register(no, { mobile: '0800000000' }, '10.98.0.3')).json().tries_left);
    expect(left).toEqual([4, 3, 2, 1, 0, 0]);
  });

  // thirty refusals are thirty scrypt hashes: a few seconds here, more on a loaded CI machine
  it('stops one address trying many numbers', { timeout: 90_000 }, async () => {
    for (let i = 0; i < 30; i++) await register(newMembershipNo(), {}, '10.98.0.2');
    expect((await register(await unregistered(), {}, '10.98.0.2')).statusCode).toBe(429);
  });

  it('takes as long for an unknown number as for a known one with a wrong fact', async () => {
    const known = await unregistered();
    const time = async (no: string) => {
      const started = performance.now();
      await register(no, { mobile: '0899999999' });
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const unknownTimes: number[] = [];
    const knownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      unknownTimes.push(await time(newMembershipNo()));
      knownTimes.push(await time(known));
    }
    // both do one scrypt hash (about 50 ms); skipping it for unknown numbers would make them several times faster
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { membership_no: 1, id_card: 1101700203450, birth_date: true, mobile: [], mem_password: {}, accept_terms: 'yes', terms_version: '3' }],
    ['a birth date not in ISO form', { membership_no: '1', ...RIGHT_PROOF, birth_date: '17/05/2523', accept_terms: true, terms_version: 3 }],
    ['letters in the national ID', { membership_no: '1', ...RIGHT_PROOF, id_card: '11017002034AB', accept_terms: true, terms_version: 3 }],
  ])('answers 400 in Thai for %s', async (_case, payload) => {
    const res = await postAccountForm(t.app, endpoints.memberRegister.path, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[ก-๙]/);
  });
});

describe('POST /api/member/register before the terms are published', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses and says the cooperative has no terms yet', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, {}, null);
    const res = await postAccountForm(t.app, endpoints.memberRegister.path, { membership_no: no, ...RIGHT_PROOF, accept_terms: true, terms_version: 1 });
    expect(res.json().errors).toEqual([PROOF_TEXT.noTerms]);
  });
});
