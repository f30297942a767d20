import { type CalculatorSettings, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;
const SETTINGS: CalculatorSettings = {
  loan_types: [
    { name: 'เงินกู้สามัญเพื่อการศึกษา', annual_rate: '5.75', max_installments: 120, max_amount: '800000.50', method: 'equal-principal' },
    { name: 'เงินกู้ฉุกเฉิน', annual_rate: '6', max_installments: 12, max_amount: null, method: 'equal-installment' },
  ],
  dividend_rate: '5.5',
  refund_rate: '12.25',
};

describe('the calculators\' loan types and rates', () => {
  let t: TestContext;
  let editor: string;
  let support: string;
  const read = async () => (await t.app.inject({ method: 'GET', url: endpoints.calculatorSettings.path })).json() as CalculatorSettings;
  const auditOf = (action: string) =>
    t.database.db.selectFrom('audit_log').select(['actor', 'target', 'before', 'after']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();

  beforeAll(async () => {
    t = await startTestApp();
    editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
  });
  afterAll(() => t.close());

  it('starts with common loan types for visitors to pick, and no dividend rates until staff set them', async () => {
    const settings = await read();
    expect(settings.loan_types.map((l) => l.name)).toEqual(['เงินกู้ฉุกเฉิน', 'เงินกู้สามัญ', 'เงินกู้พิเศษเพื่อที่อยู่อาศัย']);
    expect(settings.loan_types[0]).toEqual({ name: 'เงินกู้ฉุกเฉิน', annual_rate: '6.00', max_installments: 12, max_amount: '50000.00', method: 'equal-installment' });
    expect(settings).toMatchObject({ dividend_rate: null, refund_rate: null });
  });

  it('lets an editor replace them, in order, audited with what they were, shown to visitors at once', async () => {
    const before = await read();
    const res = await staffPost(t.app, endpoints.adminCalculatorSettingsSave.path, editor, SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json().rc_des).toMatch(THAI);
    // kept to the satang and the hundredth of a per cent, as the database holds them
    expect(await read()).toEqual({
      loan_types: [SETTINGS.loan_types[0], { ...SETTINGS.loan_types[1], annual_rate: '6.00' }],
      dividend_rate: '5.50',
      refund_rate: '12.25',
    });
    expect(await auditOf('site.calculators_update')).toMatchObject({ target: 'calculator_settings', before, after: SETTINGS });
  });

  it('refuses other staff and visitors', async () => {
    expect((await staffPost(t.app, endpoints.adminCalculatorSettingsSave.path, support, SETTINGS)).statusCode).toBe(403);
    expect((await staffPost(t.app, endpoints.adminCalculatorSettingsSave.path, undefined, SETTINGS)).statusCode).toBe(401);
  });

  it('answers rates, terms, amounts and names out of range with a Thai 400 and changes nothing', async () => {
    const kept = await read();
    const type = SETTINGS.loan_types[0]!;
    const bad: object[] = [
      { ...SETTINGS, loan_types: [{ ...type, annual_rate: '100.5' }] },
      { ...SETTINGS, loan_types: [{ ...type, annual_rate: '6.125' }] },
      { ...SETTINGS, loan_types: [{ ...type, annual_rate: 6.5 }] },
      { ...SETTINGS, loan_types: [{ ...type, max_installments: 0 }] },
      { ...SETTINGS, loan_types: [{ ...type, max_installments: 601 }] },
      { ...SETTINGS, loan_types: [{ ...type, max_amount: '0' }] },
      { ...SETTINGS, loan_types: [{ ...type, max_amount: '-5' }] },
      { ...SETTINGS, loan_types: [{ ...type, name: '   ' }] },
      { ...SETTINGS, loan_types: [{ ...type, method: 'balloon' }] },
      { ...SETTINGS, loan_types: [type, { ...type, name: ` ${type.name}` }] },
      { ...SETTINGS, dividend_rate: '101' },
      { loan_types: [] },
    ];
    for (const payload of bad) {
      const res = await staffPost(t.app, endpoints.adminCalculatorSettingsSave.path, editor, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json().error).toMatch(THAI);
    }
    expect(await read()).toEqual(kept);
  });

  it('may hold no loan types, and rates taken back to none', async () => {
    const empty: CalculatorSettings = { loan_types: [], dividend_rate: null, refund_rate: null };
    expect((await staffPost(t.app, endpoints.adminCalculatorSettingsSave.path, editor, empty)).statusCode).toBe(200);
    expect(await read()).toEqual(empty);
  });
});
