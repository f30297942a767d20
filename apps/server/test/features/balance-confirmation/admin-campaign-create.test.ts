import { endpoints } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TEXT as T } from '../../../src/features/balance-confirmation/campaign-text';
import { addDepositAccount } from '../../support/factories/deposits';
import { addLoanContract } from '../../support/factories/loans';
import { addShares } from '../../support/factories/shares';
import { addMember, newMembershipNo } from '../../support/members';
import { staffPost, withStaffApp } from '../../support/staff-requests';

describe('a campaign taken from the finance data as of its balance date', () => {
  const admin = withStaffApp('admin');

  const create = (body: object) => staffPost(admin.t.app, endpoints.confirmationCampaignCreate.path, admin.token, { auditor_name: 'นางสาวผู้สอบ บัญชีดี', ...body });
  async function member(fields: { first_name?: string; last_name?: string; member_status?: string } = {}): Promise<string> {
    const no = newMembershipNo();
    await addMember(admin.t.database.db, no, fields);
    return no;
  }
  const linesOf = (campaignId: number, no: string) =>
    admin.t.database.db
      .selectFrom('confirmation_balances')
      .select(['line_no', 'kind', 'reference', 'description', 'units', 'amount'])
      .where('campaign_id', '=', campaignId)
      .where('membership_no', '=', no)
      .orderBy('line_no')
      .execute();

  it('takes each balance from the last statement line on or before the date; later lines do not count', async () => {
    const no = await member();
    // share lines 25 Jan … 25 Apr 2026, 500 each; 2,000 baht in 200 shares: 10 baht a share
    await addShares(admin.t.database.db, no, { months: 4, monthly: 500 });
    // deposit lines 27 Feb (1,500), 28 Feb (1,750.25), 1 Mar 2026 (1,649.75)
    const deposit = await addDepositAccount(admin.t.database.db, no, { open_date: '2026-02-27' });
    // loan lines Jul … Sep 2025 down to 114,000, then one after the date
    const loan = await addLoanContract(admin.t.database.db, no, { paidPeriods: 3 });
    await admin.t.database.db
      .insertInto('loan_statements')
      .values({ contract_no: loan.contract_no, seq: 4, operate_date: '2026-03-01', period: 4, item_code: 'LPM', item_desc: 'ชำระเงินกู้', principal: 2000, interest: 0, amount: 2000, balance: 112_000 })
      .execute();

    const res = await create({ year: 2101, balance_date: '2026-02-28', membership_nos: [no] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ rc_code: '1', members: 1, lines: 3, rc_des: T.created(1, 3) });
    expect(await linesOf(body.id, no)).toEqual([
      { line_no: 1, kind: 'share', reference: '', description: 'ทุนเรือนหุ้น', units: 100, amount: 1000 },
      { line_no: 2, kind: 'deposit', reference: deposit.account_no, description: 'ออมทรัพย์', units: null, amount: 1750.25 },
      { line_no: 3, kind: 'loan', reference: loan.contract_no, description: 'เงินกู้สามัญ', units: null, amount: 114_000 },
    ]);
  });

  it('leaves out zero balances and accounts with no line by the date; a member with nothing is not in the campaign', async () => {
    const no = await member();
    await addShares(admin.t.database.db, no, { months: 0 });
    await addDepositAccount(admin.t.database.db, no, { open_date: '2026-01-05' }, [1000, -1000]);
    await addDepositAccount(admin.t.database.db, no, { open_date: '2026-03-01' }, [800]);
    const kept = await addDepositAccount(admin.t.database.db, no, { open_date: '2026-01-05' }, [500.5]);
    await addLoanContract(admin.t.database.db, no, { fields: { approved_amount: 4000, installment_amount: 2000 }, paidPeriods: 2 });
    const nothing = await member();
    await addDepositAccount(admin.t.database.db, nothing, { open_date: '2026-01-05' }, [300, -300]);

    const res = await create({ year: 2102, balance_date: '2026-02-28', membership_nos: [no, nothing] });
    expect(res.json()).toMatchObject({ members: 1, lines: 1 });
    expect(await linesOf(res.json().id, no)).toEqual([
      { line_no: 1, kind: 'deposit', reference: kept.account_no, description: 'ออมทรัพย์', units: null, amount: 500.5 },
    ]);
    expect(await linesOf(res.json().id, nothing)).toEqual([]);
  });

  it('lists guarantees both ways: given on the guarantor’s letter, received on the borrower’s, at the contract’s balance', async () => {
    const borrower = await member({ first_name: 'ผู้กู้', last_name: 'ทดสอบกู้' });
    const first = await member({ first_name: 'ค้ำหนึ่ง', last_name: 'ใจดี' });
    const second = await member({ first_name: 'ค้ำสอง', last_name: 'ใจงาม' });
    const loan = await addLoanContract(admin.t.database.db, borrower, { paidPeriods: 3, guarantors: [first, second] });
    // a guaranteed loan repaid in full by the date: no guarantee line either way
    await addLoanContract(admin.t.database.db, borrower, { fields: { approved_amount: 4000, installment_amount: 2000 }, paidPeriods: 2, guarantors: [first] });

    const res = await create({ year: 2103, balance_date: '2026-02-28', membership_nos: [borrower, first, second] });
    const id = res.json().id;
    expect(await linesOf(id, borrower)).toEqual([
      { line_no: 1, kind: 'loan', reference: loan.contract_no, description: 'เงินกู้สามัญ', units: null, amount: 114_000 },
      { line_no: 2, kind: 'guarantee_received', reference: loan.contract_no, description: 'ผู้ค้ำประกัน นายค้ำหนึ่ง ใจดี', units: null, amount: 114_000 },
      { line_no: 3, kind: 'guarantee_received', reference: loan.contract_no, description: 'ผู้ค้ำประกัน นายค้ำสอง ใจงาม', units: null, amount: 114_000 },
    ]);
    for (const guarantor of [first, second]) {
      expect(await linesOf(id, guarantor)).toEqual([
        { line_no: 1, kind: 'guarantee_given', reference: loan.contract_no, description: 'ค้ำประกันเงินกู้ของ นายผู้กู้ ทดสอบกู้', units: null, amount: 114_000 },
      ]);
    }
  });

  it('a guarantor on the list gets the guarantee line though the borrower is not on it', async () => {
    const borrower = await member({ first_name: 'ผู้กู้', last_name: 'นอกรายชื่อ' });
    const guarantor = await member();
    const loan = await addLoanContract(admin.t.database.db, borrower, { paidPeriods: 1, guarantors: [guarantor] });
    const res = await create({ year: 2104, balance_date: '2026-02-28', membership_nos: [guarantor] });
    expect(res.json()).toMatchObject({ members: 1, lines: 1 });
    expect(await linesOf(res.json().id, guarantor)).toEqual([
      { line_no: 1, kind: 'guarantee_given', reference: loan.contract_no, description: 'ค้ำประกันเงินกู้ของ นายผู้กู้ นอกรายชื่อ', units: null, amount: 118_000 },
    ]);
    expect(await linesOf(res.json().id, borrower)).toEqual([]);
  });

  it('takes every member whose membership has not ended, or only the list (a member who left too, when listed)', async () => {
    const active = await member();
    const left = await member({ member_status: 'ลาออก' });
    await addShares(admin.t.database.db, active);
    await addShares(admin.t.database.db, left);
    const all = (await create({ year: 2105, balance_date: '2026-12-31' })).json();
    expect((await linesOf(all.id, active)).map((l) => l.kind)).toEqual(['share']);
    expect(await linesOf(all.id, left)).toEqual([]);
    const members = await admin.t.database.db.selectFrom('confirmation_balances').select('membership_no').distinct().where('campaign_id', '=', all.id).execute();
    expect(all.members).toBe(members.length);

    const listed = (await create({ year: 2106, balance_date: '2026-12-31', membership_nos: [left] })).json();
    expect(listed).toMatchObject({ members: 1, lines: 1 });
    expect((await linesOf(listed.id, left)).map((l) => [l.kind, l.amount])).toEqual([['share', 2000]]);
    expect(await linesOf(listed.id, active)).toEqual([]);
  });

  it('refuses a list with unknown numbers, naming them, and writes nothing', async () => {
    const known = await member();
    const unknownA = newMembershipNo();
    const unknownB = newMembershipNo();
    const res = await create({ year: 2107, balance_date: '2026-12-31', membership_nos: [unknownA, known, unknownB] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ rc_code: '0', code: 'UNKNOWN_MEMBERS', error: T.unknownMembers([unknownA, unknownB], 0) });
    expect(res.json().error).toContain(unknownA);
    expect(await admin.t.database.db.selectFrom('confirmation_campaigns').select('id').where('year', '=', 2107).execute()).toEqual([]);
  });

  it('refuses a second campaign for a year in Thai (409)', async () => {
    expect((await create({ year: 2108, balance_date: '2026-12-31', membership_nos: [await member()] })).statusCode).toBe(200);
    const again = await create({ year: 2108, balance_date: '2027-01-31' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'YEAR_TAKEN', error: T.yearTaken(2108) });
  });

  it('refuses a blank auditor name and an impossible date (the schema) in Thai', async () => {
    const blank = await create({ year: 2109, balance_date: '2026-12-31', auditor_name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(T.blankAuditor);
    const date = await create({ year: 2109, balance_date: '2026-02-30' });
    expect(date.statusCode).toBe(400);
    expect(date.json().error).toMatch(/^ข้อมูลไม่ถูกต้อง: balance_date/);
  });

  it('creates a draft from the finance data, by the staff user, with its audit row', async () => {
    const no = await member();
    await addShares(admin.t.database.db, no);
    const res = (await create({ year: 2110, balance_date: '2026-12-31', membership_nos: [no] })).json();
    const campaign = await admin.t.database.db.selectFrom('confirmation_campaigns').selectAll().where('id', '=', res.id).executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ year: 2110, balance_date: '2026-12-31', status: 'draft', source: 'finance', created_by: admin.username, auditor_name: 'นางสาวผู้สอบ บัญชีดี', opened_at: null });
    const audit = await admin.t.database.db.selectFrom('audit_log').select(['actor_kind', 'actor', 'action', 'target', 'after']).where('action', '=', 'confirmation.campaign_create').where('target', '=', '2110').execute();
    expect(audit).toEqual([
      {
        actor_kind: 'staff',
        actor: admin.username,
        action: 'confirmation.campaign_create',
        target: '2110',
        after: { id: res.id, year: 2110, balance_date: '2026-12-31', auditor_name: 'นางสาวผู้สอบ บัญชีดี', answer_by: null, scope: 1, members: 1, lines: 1 },
      },
    ]);
  });
});
