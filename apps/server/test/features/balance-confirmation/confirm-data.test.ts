import { endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXT as T } from '../../../src/features/balance-confirmation/confirmation-text';
import { writeSiteConfig } from '../../../src/db/repositories/site-config-repository';
import { addBalanceLines, addCampaign, DEFAULT_LINES } from '../../support/factories/confirmation';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const COOP = 'สหกรณ์ออมทรัพย์ทดสอบยืนยันยอด จำกัด';

describe('GET /api/member/get_confirm_data/{year}: the member’s letter for the year, in spec 6’s keys', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await writeSiteConfig(t.database.db, { coop_name_th: COOP });
  });
  afterAll(() => t.close());

  async function member(): Promise<{ no: string; token: string }> {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { prename: 'นาง', first_name: 'สมศรี', last_name: 'มีสุข' });
    return { no, token: await loginToken(t.app, no) };
  }
  const get = (token: string, year?: string) =>
    t.app.inject({ method: 'GET', url: year === undefined ? endpoints.memberConfirmDataThisYear.path : endpointPath(endpoints.memberConfirmData, { year }), headers: { authorization: `Bearer ${token}` } });

  it('shows an open campaign’s letter: the member’s lines in order, a digest, nothing answered yet, never cached', async () => {
    const { no, token } = await member();
    const campaign = await addCampaign(t.database.db, 2031);
    await t.database.db.updateTable('confirmation_campaigns').set({ auditor_name: 'นายผู้สอบ บัญชีดี' }).where('id', '=', campaign).execute();
    await addBalanceLines(t.database.db, campaign, no);
    const res = await get(token, '2031');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      status: true,
      code: '1',
      massage: T.open,
      confirmStatus: 1,
      checkedData: [],
      checkIsMemberIn: 1,
      letter: {
        year: 2031,
        balance_date: '2030-12-31',
        campaign_status: 'open',
        coop_name: COOP,
        auditor_name: 'นายผู้สอบ บัญชีดี',
        membership_no: no,
        member_name: 'นางสมศรี มีสุข',
        member_group: 'หน่วยทดสอบ',
        lines: DEFAULT_LINES.map((l, i) => ({ line_no: i + 1, ...l })),
        digest: expect.stringMatching(/^[0-9a-f]{64}$/),
        answered_at: null,
        letter_code: null,
      },
    });
  });

  it('says so when the member has no lines in the year’s campaign (checkIsMemberIn 0)', async () => {
    const { token } = await member();
    const other = await member();
    await addBalanceLines(t.database.db, await addCampaign(t.database.db, 2032), other.no);
    expect((await get(token, '2032')).json()).toEqual({
      status: true,
      code: '1',
      massage: T.notInCampaign(2032),
      confirmStatus: 1,
      checkedData: [],
      checkIsMemberIn: 0,
      letter: null,
    });
  });

  it('answers code 0 in Thai for a year without a campaign and for a draft one', async () => {
    const { no, token } = await member();
    await addBalanceLines(t.database.db, await addCampaign(t.database.db, 2034, { status: 'draft' }), no);
    for (const year of [2033, 2034]) {
      expect((await get(token, String(year))).json()).toEqual({
        status: false,
        code: '0',
        massage: T.noCampaign(year),
        confirmStatus: 0,
        checkedData: [],
        checkIsMemberIn: 0,
        letter: null,
      });
    }
    expect(T.noCampaign(2033)).toContain('2576');
  });

  it('shows a closed campaign’s letter read only (confirmStatus 0)', async () => {
    const { no, token } = await member();
    await addBalanceLines(t.database.db, await addCampaign(t.database.db, 2035, { status: 'closed' }), no);
    const body = (await get(token, '2035')).json();
    expect(body).toMatchObject({ status: true, code: '1', massage: T.closed, confirmStatus: 0, checkIsMemberIn: 1, checkedData: [] });
    expect(body.letter).toMatchObject({ campaign_status: 'closed', lines: expect.any(Array) });
    expect(body.letter.lines).toHaveLength(DEFAULT_LINES.length);
  });

  it('without a year, shows the current year’s letter on the Thai calendar', async () => {
    const { no, token } = await member();
    // the test clock stands in November 2026
    await addBalanceLines(t.database.db, await addCampaign(t.database.db, 2026), no);
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({ code: '1', checkIsMemberIn: 1, letter: { year: 2026 } });
  });

  it('refuses a year that is not four digits, in Thai', async () => {
    const { token } = await member();
    for (const year of ['20x6', '226', '20266']) {
      const res = await get(token, year);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ rc_code: '0', error: expect.stringMatching(/[\u0E00-\u0E7F]/) });
    }
  });

  it('needs a member session', async () => {
    expect((await t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmData, { year: '2031' }) })).statusCode).toBe(401);
  });
});
