import { endpointPath, endpoints, groupLetterCode } from '@coop/contract';
import { formatMoney } from '@coop/thai-format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteConfig } from '../../src/db/repositories/site-config-repository';
import { CONFIRMATION_TEXT } from '../../src/features/balance-confirmation/confirmation-text';
import { addDepositAccount } from '../support/factories/deposits';
import { addDividend } from '../support/factories/dividends';
import { addMember, newMembershipNo } from '../support/members';
import { pdfText } from '../support/pdf-text';
import { loginToken } from '../support/requests';
import { startTestApp, type TestContext } from '../support/test-app';

const COOP = 'สหกรณ์ออมทรัพย์ทดสอบการตรวจเอกสาร จำกัด';

describe('GET /api/verify/{code} for an issued document: one check for every kind (decision 079)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await writeSiteConfig(t.database.db, { coop_name_th: COOP });
  });
  afterAll(() => t.close());

  async function member() {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { prename: 'นางสาว', first_name: 'ตรวจได้', last_name: 'จริงแท้' });
    return { no, token: await loginToken(t.app, no) };
  }
  async function issuedStatement() {
    const m = await member();
    const account = await addDepositAccount(t.database.db, m.no, {}, [1000, 250.25, -100.5, 80]);
    const res = await t.app.inject({
      method: 'GET',
      url: endpointPath(endpoints.memberStatementPdf, { kind: 'deposit' }),
      query: { account: account.account_no, from: '15/01/2563', to: '17/01/2563' },
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(res.statusCode).toBe(200);
    const issued = await t.database.db.selectFrom('issued_documents').select(['code', 'fingerprint']).where('membership_no', '=', m.no).executeTakeFirstOrThrow();
    return { ...m, account: account.account_no, pdf: res.rawPayload, code: groupLetterCode(issued.code), fingerprint: issued.fingerprint };
  }
  const verify = (code: string, remoteAddress = '192.0.2.10') => t.app.inject({ method: 'GET', url: endpointPath(endpoints.verifyLetter, { code }), remoteAddress });

  it('shows a real statement as issued, the name masked, matching the record, with the fingerprint printed on it', async () => {
    const s = await issuedStatement();
    const res = await verify(s.code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      rc_code: '1',
      document_code: s.code,
      document_kind: 'deposit_statement',
      title: 'รายการเคลื่อนไหวบัญชีเงินฝาก',
      coop_name: COOP,
      membership_no: s.no,
      member_name_masked: 'นางสาวตรวจได้ จ***',
      fingerprint: s.fingerprint,
      matches_record: true,
    });
    expect(body.facts).toContainEqual({ label: 'ยอดคงเหลือ ณ วันสิ้นงวด', value: formatMoney(1149.75) });
    // what the page shows is what the paper says, figure for figure
    const text = pdfText(s.pdf);
    for (const f of body.facts as { label: string; value: string }[]) expect(text).toContain(`${f.label}${f.value}`.replace(/\s+/g, ''));
    expect(text).toContain(s.fingerprint.slice(0, 16));
  });

  it('finds no document for a forged code, with the same answer as a letter not found', async () => {
    const res = await verify('7K3M-9QXR-2B8D', '192.0.2.11');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ rc_code: '0', code: 'NO_LETTER', error: CONFIRMATION_TEXT.noLetter });
  });

  it('tells an altered document apart: the page shows the figures issued, not the ones typed over on paper', async () => {
    const s = await issuedStatement();
    // someone types 9,149.75 over the closing balance on paper: the code still leads to what was issued
    const body = (await verify(s.code, '192.0.2.12')).json();
    expect(body.facts).toContainEqual({ label: 'ยอดคงเหลือ ณ วันสิ้นงวด', value: '1,149.75' });
    expect(body.facts).not.toContainEqual({ label: 'ยอดคงเหลือ ณ วันสิ้นงวด', value: '9,149.75' });
  });

  it('says when the record no longer states what the document did: a line corrected since it was issued', async () => {
    const s = await issuedStatement();
    await t.database.db.updateTable('deposit_statements').set({ amount: 90.5, balance: 1159.75 }).where('account_no', '=', s.account).where('seq', '=', 3).execute();
    const corrected = (await verify(s.code, '192.0.2.13')).json();
    expect(corrected.matches_record).toBe(false);
    // what the document stated is kept: its fingerprint is still the one printed
    expect(corrected.fingerprint).toBe(s.fingerprint);
    expect(corrected.facts).toContainEqual({ label: 'ยอดคงเหลือ ณ วันสิ้นงวด', value: '1,149.75' });
  });

  it('keeps what was issued: a recorded document cannot be changed, so the page never states other than the paper', async () => {
    const s = await issuedStatement();
    const change = sql`update issued_documents set facts = jsonb_set(facts, '{memberName}', '"นางสาวปลอม แปลง"') where code = ${s.code.replaceAll('-', '')}`;
    await expect(change.execute(t.database.db)).rejects.toThrow(/only added/);
    expect((await verify(s.code, '192.0.2.15')).json().fingerprint).toBe(s.fingerprint);
  });

  it('verifies a dividend slip, the bank account shown by its last four digits only', async () => {
    const m = await member();
    await addDividend(t.database.db, m.no, { year: 2024 });
    const res = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.dividendSlip, { year: 2024 }), headers: { authorization: `Bearer ${m.token}` } });
    expect(res.statusCode).toBe(200);
    const issued = await t.database.db.selectFrom('issued_documents').select('code').where('membership_no', '=', m.no).executeTakeFirstOrThrow();
    const body = (await verify(issued.code, '192.0.2.14')).json();
    expect(body).toMatchObject({ document_kind: 'dividend_slip', title: 'ใบแจ้งเงินปันผลและเงินเฉลี่ยคืน', matches_record: true });
    expect(body.facts).toContainEqual({ label: 'ปีบัญชี', value: '2567' });
    expect(body.facts).toContainEqual({ label: 'จ่ายโดย', value: 'โอนเข้าบัญชี ธนาคารทดสอบ xxx-x-xx789-0' });
  });
});
