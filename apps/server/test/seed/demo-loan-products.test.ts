import { endpoints, type LoanEligibilityResponse, type PendingCertification } from '@coop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_DEMO_MEMBERS } from '../../src/seed/demo-loan-products';
import { DEMO_GROUP_LOGIN, DEMO_PASSWORD, seedDemo } from '../../src/seed/seed-demo';
import { groupToken } from '../support/member-groups';
import { loginToken, memberPost } from '../support/requests';
import { startTestApp, type TestContext } from '../support/test-app';

// seeded on the test clock's day, so "today" is the same for the seed and the rules
const today = new Date('2026-11-22T00:00:00Z');
const ORDINARY = 'เงินกู้สามัญ';

describe('the loan demo', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.database.db, { members: 20, today });
  });
  afterAll(() => t.close());

  const ordinaryFor = async (no: string) => {
    const res = await memberPost(t.app, endpoints.loanEligibility.path, await loginToken(t.app, no, DEMO_PASSWORD));
    const answer = res.json<LoanEligibilityResponse>();
    expect(answer.products.map((p) => p.name)).toEqual(['เงินกู้เพื่อเหตุฉุกเฉิน', ORDINARY, 'เงินกู้พิเศษเพื่อที่อยู่อาศัย']);
    return answer.products.find((p) => p.name === ORDINARY)!;
  };

  it('has a member who may borrow 350,000 and reads why not more', async () => {
    expect(await ordinaryFor(LOAN_DEMO_MEMBERS.passes)).toMatchObject({ may_apply: true, binding: 'สูงสุด 350,000 บาท: 35 เท่าของเงินเดือน 10,000 บาท' });
  });

  it.each([
    [LOAN_DEMO_MEMBERS.tooNew, 'membership_age'],
    [LOAN_DEMO_MEMBERS.borrowsAgainTooSoon, 'borrow_again'],
    [LOAN_DEMO_MEMBERS.salaryLeftTooLow, 'salary_left'],
    [LOAN_DEMO_MEMBERS.retired, 'retirement'],
  ])('has member %s refused the ordinary loan by one rule, %s', async (no, kind) => {
    const product = await ordinaryFor(no);
    expect(product.may_apply).toBe(false);
    expect(product.checks.filter((c) => c.status === 'fail').map((c) => c.kind)).toEqual([kind]);
  });

  it('has a member who may borrow but may not guarantee a third loan', async () => {
    const product = await ordinaryFor(LOAN_DEMO_MEMBERS.guarantorAtLimit);
    expect(product.may_apply).toBe(true);
    expect(product.as_guarantor).toMatchObject({ can_guarantee: false, text: 'ท่านค้ำประกันครบ 2 สัญญาแล้ว จึงค้ำเพิ่มไม่ได้จนกว่าสัญญาที่ค้ำจะปิด' });
  });

  it('has two members the passing member may name as guarantors of the ordinary loan', async () => {
    const token = await loginToken(t.app, LOAN_DEMO_MEMBERS.passes, DEMO_PASSWORD);
    const productId = (await ordinaryFor(LOAN_DEMO_MEMBERS.passes)).product_id;
    for (const no of [LOAN_DEMO_MEMBERS.guarantorOne, LOAN_DEMO_MEMBERS.guarantorTwo]) {
      const res = await memberPost(t.app, endpoints.loanGuarantorLookup.path, token, { product_id: productId, membership_no: no });
      expect(res.json()).toMatchObject({ membership_no: no, can_guarantee: true });
    }
  });

  it('asks the unit clerk to certify the ordinary and housing loans, not the emergency loan', async () => {
    const versions = await t.database.db.selectFrom('loan_product_versions').select(['name', 'salary_certificate']).orderBy('product_id').execute();
    expect(versions).toEqual([
      { name: 'เงินกู้เพื่อเหตุฉุกเฉิน', salary_certificate: false },
      { name: ORDINARY, salary_certificate: true },
      { name: 'เงินกู้พิเศษเพื่อที่อยู่อาศัย', salary_certificate: true },
    ]);
  });

  it("brings the passing member's application to the demo unit's clerk once both guarantors consent", async () => {
    const token = await loginToken(t.app, LOAN_DEMO_MEMBERS.passes, DEMO_PASSWORD);
    const productId = (await ordinaryFor(LOAN_DEMO_MEMBERS.passes)).product_id;
    const picture = `data:image/png;base64,${(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888888' } }).png().toBuffer()).toString('base64')}`;
    const submitted = await memberPost(t.app, endpoints.loanApplicationSubmit.path, token, {
      product_id: productId, amount: '200000', installments: 120, purpose: 'ซ่อมแซมบ้าน', guarantors: [LOAN_DEMO_MEMBERS.guarantorOne, LOAN_DEMO_MEMBERS.guarantorTwo],
      payout: { kind: 'bank', account_no: '1234567890', bank_name: 'ธนาคารกรุงไทย', account_name: 'ประเสริฐ ทดลองกู้' },
      documents: [{ kind: 'salary_slip', name: 'slip.png', data: picture }, { kind: 'id_card', name: 'id.png', data: picture }], consent: true,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const applicationNo = submitted.json().application_no as string;
    const clerk = await groupToken(t.app, DEMO_GROUP_LOGIN.memberGroupNo, DEMO_GROUP_LOGIN.password);
    const listed = async () => (await memberPost(t.app, endpoints.loanCertifications.path, clerk, {})).json().applications as PendingCertification[];
    expect(await listed()).toEqual([]);
    for (const guarantor of [LOAN_DEMO_MEMBERS.guarantorOne, LOAN_DEMO_MEMBERS.guarantorTwo]) {
      const consent = await memberPost(t.app, endpoints.loanGuaranteeAnswer.path, await loginToken(t.app, guarantor, DEMO_PASSWORD), { application_no: applicationNo, accept: true, password: DEMO_PASSWORD });
      expect(consent.statusCode, consent.body).toBe(200);
    }
    // a salary of 10,000 with the month's share payment of 500
    expect(await listed()).toMatchObject([{ application_no: applicationNo, membership_no: LOAN_DEMO_MEMBERS.passes, salary: 10_000, deductions_total: 500 }]);
  });
});
