import { type AdminLoanProductsResponse, type AdminLoanProductVersionBody, auditActionWords, endpoints, type LoanEligibilityResponse, type LoanRule } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { ORDINARY_TERMS } from '../../support/factories/loan-products';
import { loggedInMember, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken, withStaffApp } from '../../support/staff-requests';

// The test clock reads 22 November 2026 in Thailand.
const version = (over: Partial<AdminLoanProductVersionBody> = {}): AdminLoanProductVersionBody => ({
  product_id: null,
  effective_from: '2026-11-22',
  offered: true,
  terms: { ...ORDINARY_TERMS, name: 'เงินกู้สามัญเพื่อการศึกษา', rules: [{ kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 20 }] }] },
  ...over,
});

/** A rule of each kind with every parameter set (nullable ones given), as the console's editor sends them. */
const ONE_OF_EACH_KIND: LoanRule[] = [
  { kind: 'membership_age', min_months: 7 },
  { kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 35 }, { from_years: 5, multiple: 40.5 }] },
  { kind: 'savings_percent', share_percent: 90, deposit_percent: 80 },
  { kind: 'shares_held', percent: 25 },
  { kind: 'retirement', retirement_age: 60, fiscal_year_end: true },
  { kind: 'salary_left', min_baht: 3000, min_percent: 10 },
  { kind: 'borrow_again', min_installments: 6, min_term_percent: 10 },
  { kind: 'refinance', type_codes: ['20', 'EM-1'], accrued_interest: 'none' },
  { kind: 'guarantors', bands: [{ up_to: 50_000, count: 1 }, { up_to: 100_000, count: 2 }, { up_to: null, count: 3 }], pledge: 'shares_and_deposits', pledge_percent: 90 },
  { kind: 'guarantor_limits', min_membership_months: 12, max_loans: 2, max_salary_multiple: 30.25, max_share_percent: 300 },
];

describe('loan products in the console', () => {
  const s = withStaffApp('admin');
  const add = (body: AdminLoanProductVersionBody) => staffPost(s.t.app, endpoints.adminLoanProductVersionAdd.path, s.token, body);
  const versionCount = async () => Number((await s.t.database.db.selectFrom('loan_product_versions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('adds a product in force today that members are judged by, audited in Thai', async () => {
    const res = await add(version());
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json();
    const list = (await staffPost(s.t.app, endpoints.adminLoanProducts.path, s.token)).json<AdminLoanProductsResponse>();
    const added = list.products.find((p) => p.versions.some((v) => v.version_id === id));
    // amounts come back as the numeric column writes them
    expect(added?.versions[0]).toMatchObject({ effective_from: '2026-11-22', offered: true, created_by: s.username, terms: { ...version().terms, max_amount: '1000000.00' } });
    expect(added?.versions[0]?.rule_texts).toEqual(['กู้ได้ไม่เกิน 20 เท่าของเงินเดือน']);

    const member = await loggedInMember(s.t.app, s.t.database.db);
    const answer = (await memberPost(s.t.app, endpoints.loanEligibility.path, member.token)).json<LoanEligibilityResponse>();
    expect(answer.products.find((p) => p.version_id === id)?.name).toBe('เงินกู้สามัญเพื่อการศึกษา');

    const audit = await s.t.database.db.selectFrom('audit_log').select(['action', 'target', 'before', 'after']).where('action', '=', 'loan.product_version_add').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(auditActionWords(audit.action, { target: audit.target ?? '', before: audit.before, after: audit.after })).toBe('เพิ่มเกณฑ์ของ "เงินกู้สามัญเพื่อการศึกษา" มีผลตั้งแต่ 2026-11-22');
  });

  it('keeps whether a version asks the unit clerk to certify the salary, audited in Thai', async () => {
    const { id } = (await add(version({ terms: { ...version().terms, salary_certificate: false } }))).json();
    const list = (await staffPost(s.t.app, endpoints.adminLoanProducts.path, s.token)).json<AdminLoanProductsResponse>();
    expect(list.products.flatMap((p) => p.versions).find((v) => v.version_id === id)?.terms.salary_certificate).toBe(false);
    const audit = await s.t.database.db.selectFrom('audit_log').select(['action', 'target', 'before', 'after']).where('action', '=', 'loan.product_version_add').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(auditActionWords(audit.action, { target: audit.target ?? '', before: audit.before, after: audit.after })).toBe(
      'เพิ่มเกณฑ์ของ "เงินกู้สามัญเพื่อการศึกษา" มีผลตั้งแต่ 2026-11-22 ไม่ต้องให้หน่วยงานรับรองเงินเดือน',
    );
  });

  // the body's rules are a union of objects that allow no other field: each kind must come back as sent, no field
  // taken off by the validator trying another kind first
  it.each(ONE_OF_EACH_KIND)('keeps a $kind rule as sent', async (rule) => {
    const res = await add(version({ terms: { ...version().terms, rules: [rule] } }));
    expect(res.statusCode, res.body).toBe(200);
    const list = (await staffPost(s.t.app, endpoints.adminLoanProducts.path, s.token)).json<AdminLoanProductsResponse>();
    expect(list.products.flatMap((p) => p.versions).find((v) => v.version_id === res.json().id)?.terms.rules).toEqual([rule]);
  });

  it('keeps the rules of every kind together in the order sent, and the limits left open', async () => {
    const rules: LoanRule[] = [...ONE_OF_EACH_KIND.toReversed().slice(1), { kind: 'guarantor_limits', min_membership_months: 0, max_loans: 1, max_salary_multiple: null, max_share_percent: null }];
    const { id } = (await add(version({ terms: { ...version().terms, rules } }))).json();
    const list = (await staffPost(s.t.app, endpoints.adminLoanProducts.path, s.token)).json<AdminLoanProductsResponse>();
    expect(list.products.flatMap((p) => p.versions).find((v) => v.version_id === id)?.terms.rules).toEqual(rules);
  });

  it('refuses a version that would take effect in the past, writing nothing', async () => {
    const before = await versionCount();
    const res = await add(version({ effective_from: '2026-11-21' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EFFECTIVE_DATE_PAST', error: 'วันที่มีผลต้องไม่ก่อนวันนี้ เกณฑ์ที่ใช้ไปแล้วแก้ย้อนหลังไม่ได้' });
    expect(await versionCount()).toBe(before);
  });

  it('refuses a second version of a product from the same day', async () => {
    const { id } = (await add(version())).json();
    const list = (await staffPost(s.t.app, endpoints.adminLoanProducts.path, s.token)).json<AdminLoanProductsResponse>();
    const productId = list.products.find((p) => p.versions.some((v) => v.version_id === id))!.product_id;
    expect((await add(version({ product_id: productId, effective_from: '2026-12-01' }))).statusCode).toBe(200);
    const again = await add(version({ product_id: productId, effective_from: '2026-12-01' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('VERSION_EXISTS');
  });

  it('refuses a rule kind given twice, and guarantor bands out of order', async () => {
    const twice = version({ terms: { ...version().terms, rules: [{ kind: 'membership_age', min_months: 3 }, { kind: 'membership_age', min_months: 6 }] } });
    expect((await add(twice)).json()).toMatchObject({ code: 'RULES_INVALID', error: 'เกณฑ์แต่ละชนิดใส่ได้ครั้งเดียว กรุณารวมเป็นข้อเดียว' });
    const bands = version({
      terms: { ...version().terms, rules: [{ kind: 'guarantors', bands: [{ up_to: null, count: 2 }, { up_to: 50_000, count: 1 }], pledge: 'none', pledge_percent: 0 }] },
    });
    expect((await add(bands)).json().code).toBe('RULES_INVALID');
  });

  it('answers a version of an unknown product as not found', async () => {
    expect((await add(version({ product_id: 999_999 }))).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const editor = await staffToken(s.t.app, await addStaffUser(s.t.database.db, 'editor'), s.t.clock.now());
    expect((await staffPost(s.t.app, endpoints.adminLoanProductVersionAdd.path, editor, version())).statusCode).toBe(403);
  });
});
