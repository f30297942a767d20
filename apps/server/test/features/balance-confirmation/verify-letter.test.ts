import { endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXT as T } from '../../../src/features/balance-confirmation/confirmation-text';
import { writeSiteConfig } from '../../../src/db/repositories/site-config-repository';
import { addBalanceLines, addCampaign, DEFAULT_LINES } from '../../support/factories/confirmation';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const COOP = 'สหกรณ์ออมทรัพย์ทดสอบการตรวจสอบ จำกัด';
const YEAR = 2061;

describe('GET /api/verify/{code}: the public check of a printed letter', () => {
  let t: TestContext;
  let campaign: number;
  beforeAll(async () => {
    t = await startTestApp();
    await writeSiteConfig(t.database.db, { coop_name_th: COOP });
    campaign = await addCampaign(t.database.db, YEAR, { balanceDate: '2060-12-31' });
  });
  afterAll(() => t.close());

  /** A member who answered, disputing the deposit line with a reason and an amount; the letter's code as printed. */
  async function answeredLetter(lines = DEFAULT_LINES): Promise<{ no: string; code: string }> {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { prename: 'นาย', first_name: 'สมชาย', last_name: 'ใจดี' });
    await addBalanceLines(t.database.db, campaign, no, lines);
    const token = await loginToken(t.app, no);
    const got = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmData, { year: YEAR }), headers: { authorization: `Bearer ${token}` } });
    const answers = lines.map((_, i) => (i === 1 ? { line_no: 2, agreed: false, reason: 'ยอดไม่ตรง', claimed_amount: 1234.5 } : { line_no: i + 1, agreed: true }));
    const res = await memberPost(t.app, endpointPath(endpoints.memberConfirmAnswer, { year: YEAR }), token, { digest: got.json().letter.digest, answers });
    return { no, code: res.json().letter_code as string };
  }
  const verify = (code: string, remoteAddress = '192.0.2.1') => t.app.inject({ method: 'GET', url: endpointPath(endpoints.verifyLetter, { code }), remoteAddress });

  it('shows the recorded letter with the fingerprint recomputed from the rows, the surname masked, with no login', async () => {
    const { no, code } = await answeredLetter();
    const res = await verify(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await t.database.db.selectFrom('confirmation_responses').select(['fingerprint', 'answered_at']).where('membership_no', '=', no).executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      rc_code: '1',
      letter_code: code,
      year: YEAR,
      balance_date: '2060-12-31',
      coop_name: COOP,
      membership_no: no,
      member_name_masked: 'นายสมชาย ใ***',
      answered_at: new Date(stored.answered_at).toISOString(),
      fingerprint: stored.fingerprint,
      lines: DEFAULT_LINES.map((l, i) => ({
        line_no: i + 1,
        ...l,
        agreed: i !== 1,
        // the disputed line carries what the member said, as the printed letter does
        reason: i === 1 ? 'ยอดไม่ตรง' : '',
        claimed_amount: i === 1 ? 1234.5 : null,
      })),
    });
  });

  it('masks the surnames of the guarantors and borrowers its guarantee lines name, as it masks the member’s', async () => {
    const { code } = await answeredLetter([
      ...DEFAULT_LINES.slice(0, 3),
      { kind: 'guarantee_given', reference: 'สม.68/0456', description: 'ค้ำประกันเงินกู้ของ จ.ส.ต.ปิยะพงษ์ ธรรมวงศ์', units: null, amount: 95000.5 },
      { kind: 'guarantee_received', reference: 'สม.69/0012', description: 'ผู้ค้ำประกัน ส.อ.สราวุธ อุ่นเรือน', units: null, amount: 180000 },
    ]);
    const lines = (await verify(code, '192.0.2.5')).json().lines as { description: string }[];
    expect(lines.map((l) => l.description).slice(3)).toEqual(['ค้ำประกันเงินกู้ของ จ.ส.ต.ปิยะพงษ์ ธ***', 'ผู้ค้ำประกัน ส.อ.สราวุธ อุ่***']);
    expect(lines[2]!.description).toBe(DEFAULT_LINES[2]!.description);
  });

  it('finds the letter by its code typed without dashes', async () => {
    const { code } = await answeredLetter();
    const res = await verify(code.replaceAll('-', ''));
    expect(res.statusCode).toBe(200);
    expect(res.json().letter_code).toBe(code);
  });

  it('answers 404 in Thai for a well-formed code no letter has', async () => {
    await answeredLetter();
    const res = await verify('ZZZZ-ZZZZ-ZZZZ', '192.0.2.2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ rc_code: '0', code: 'NO_LETTER', error: T.noLetter });
    expect(T.noLetter).toMatch(/^ไม่พบหนังสือยืนยันยอดตามรหัสนี้/);
  });

  it('refuses a malformed code in Thai', async () => {
    for (const code of ['ABCD-2345', 'ABCU-2345-WXYZ', 'ABCD--2345-WXYZ', 'x'.repeat(40)]) {
      const res = await verify(code, '192.0.2.3');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('slows an address trying code after code: after 20 misses in 10 minutes, 429 in Thai for 10 minutes, even for a real code', async () => {
    const { code } = await answeredLetter();
    const address = '192.0.2.4';
    for (let i = 0; i < 20; i += 1) expect((await verify(`ZZZZ-ZZZZ-${String(1000 + i)}`, address)).statusCode).toBe(404);
    const locked = await verify(code, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('600');
    expect(locked.json().error).toBe(T.tooManyTries(10));
    expect((await verify(code, '192.0.2.5')).statusCode).toBe(200);
    t.clock.advanceMinutes(11);
    expect((await verify(code, address)).statusCode).toBe(200);
  });

  it('counts letters found too: 200 lookups in 10 minutes, then 429 in Thai for 10 minutes', async () => {
    const { code } = await answeredLetter();
    const address = '192.0.2.6';
    for (let i = 0; i < 200; i += 1) expect((await verify(code, address)).statusCode).toBe(200);
    const refused = await verify(code, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json().error).toMatch(/ตรวจสอบหนังสือยืนยันยอดบ่อยเกินไป กรุณาลองใหม่ในอีก 10 นาที/);
  });

  it('does not count a letter found as a miss: an auditor with a few typos is not slowed', async () => {
    const { code } = await answeredLetter();
    const address = '192.0.2.7';
    for (let i = 0; i < 19; i += 1) expect((await verify(`ZZZZ-ZZZZ-${String(2000 + i)}`, address)).statusCode).toBe(404);
    for (let i = 0; i < 5; i += 1) expect((await verify(code, address)).statusCode).toBe(200);
    expect((await verify('ZZZZ-ZZZZ-3000', address)).statusCode).toBe(404);
  });
});
