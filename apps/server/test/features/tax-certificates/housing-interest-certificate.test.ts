import { type AdminHousingLoanTypesResponse, auditActionWords, endpointPath, endpoints, groupLetterCode } from '@coop/contract';
import { bahtText, formatMoney } from '@coop/thai-format';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_TEXT as T } from '../../../src/features/tax-certificates/certificate-text';
import { addLoanContract } from '../../support/factories/loans';
import { addMember, newMembershipNo } from '../../support/members';
import { readPdfQr } from '../../support/pdf-qr';
import { pdfText } from '../../support/pdf-text';
import { loginToken } from '../../support/requests';
import { staffPost, withStaffApp } from '../../support/staff-requests';

// The test clock reads 22 November 2026 (2569): 2025 (2568) is the last tax year that has ended.
describe('the housing-loan interest certificate (decision 080)', () => {
  const s = withStaffApp('admin');
  const HOUSING = 'HS';

  /** A member with a housing contract whose 2025 lines carry interest, and an ordinary one; the interest summed in SQL. */
  async function borrower() {
    const no = newMembershipNo();
    await addMember(s.t.database.db, no, { prename: 'นาย', first_name: 'มีบ้าน', last_name: 'อยู่สุข', national_id: '1101700203451' });
    const housing = await addLoanContract(s.t.database.db, no, { fields: { loan_type_code: HOUSING, loan_type_name: 'เงินกู้เพื่อที่อยู่อาศัย' }, paidPeriods: 6 });
    await addLoanContract(s.t.database.db, no, { paidPeriods: 3 });
    await s.t.database.db.updateTable('loan_statements').set({ interest: sql`1234.56 + seq` }).where('contract_no', '=', housing.contract_no).execute();
    const { rows } = await sql<{ interest: number }>`select sum(interest) as interest from loan_statements
      where contract_no = ${housing.contract_no} and operate_date between '2025-01-01' and '2025-12-31'`.execute(s.t.database.db);
    return { no, housing, interest: rows[0]!.interest, token: await loginToken(s.t.app, no) };
  }
  const mark = (codes: string[]) => staffPost(s.t.app, endpoints.adminHousingLoanTypesSave.path, s.token, { loan_type_codes: codes });
  const certificate = (token: string, year: number | string) =>
    s.t.app.inject({ method: 'GET', url: endpointPath(endpoints.housingInterestCertificate, { year }), headers: { authorization: `Bearer ${token}` } });

  it('lets staff mark the housing loan types among those the contracts carry, audited in Thai', async () => {
    await borrower();
    const saved = await mark([HOUSING]);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = (await staffPost(s.t.app, endpoints.adminHousingLoanTypes.path, s.token)).json<AdminHousingLoanTypesResponse>();
    expect(list.loan_types.find((t) => t.loan_type_code === HOUSING)).toMatchObject({ loan_type_name: 'เงินกู้เพื่อที่อยู่อาศัย', housing: true });
    expect(list.loan_types.find((t) => t.loan_type_code === '20')).toMatchObject({ housing: false });
    const audit = await s.t.database.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'loan.housing_types_update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.after).toEqual({ loan_type_codes: [HOUSING] });
    expect(auditActionWords('loan.housing_types_update', { target: 'housing_loan_types', before: null, after: null })).toBe('กำหนดประเภทเงินกู้ที่ออกหนังสือรับรองดอกเบี้ยเพื่อลดหย่อนภาษี');
    const unknown = await mark(['NOPE']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(T.unknownType);
  });

  it('certifies the year’s interest on housing contracts only, equal to SQL, in figures and words, with the national ID, a code and a QR code', async () => {
    await mark([HOUSING]);
    const b = await borrower();
    const res = await certificate(b.token, 2025);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="housing-interest-${b.no}-2568.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const words of [
      'หนังสือรับรองการจ่ายดอกเบี้ยเงินกู้ยืมเพื่อซื้อเช่าซื้อหรือสร้างอาคารที่อยู่อาศัย',
      'ประจำปีภาษี2568',
      'นายมีบ้านอยู่สุข',
      '1101700203451',
      'ตั้งแต่วันที่1มกราคม2568ถึงวันที่31ธันวาคม2568',
      `${b.housing.contract_no}เงินกู้เพื่อที่อยู่อาศัย`,
      `รวมดอกเบี้ยที่ชำระทั้งปี${formatMoney(b.interest)}`,
      `(${bahtText(b.interest)})`.replace(/\s+/g, ''),
      'มาตรา47(1)(ซ)แห่งประมวลรัษฎากร',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('เงินกู้สามัญ');
    const issued = await s.t.database.db.selectFrom('issued_documents').select(['code', 'kind']).where('membership_no', '=', b.no).executeTakeFirstOrThrow();
    expect(issued.kind).toBe('housing_interest_certificate');
    expect(readPdfQr(res.rawPayload)).toBe(`http://localhost:80/verify/${groupLetterCode(issued.code)}`);
    const verified = (await s.t.app.inject({ method: 'GET', url: endpointPath(endpoints.verifyLetter, { code: issued.code }), remoteAddress: '192.0.2.40' })).json();
    expect(verified).toMatchObject({ document_kind: 'housing_interest_certificate', member_name_masked: 'นายมีบ้าน อ***', matches_record: true });
    expect(verified.facts).toContainEqual({ label: 'ดอกเบี้ยที่ชำระรวมทั้งปี', value: formatMoney(b.interest) });
  });

  it('answers a year not ended, a year without housing interest, and a member without a housing loan in Thai, recording nothing', async () => {
    await mark([HOUSING]);
    const b = await borrower();
    const cases: [number, number, string][] = [
      [2026, 400, T.yearNotEnded(2026)],
      [2030, 400, T.yearNotEnded(2030)],
      [2024, 404, T.noHousingInterest(2024)],
    ];
    for (const [year, status, error] of cases) {
      const res = await certificate(b.token, year);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(error);
    }
    const other = newMembershipNo();
    await addMember(s.t.database.db, other);
    await addLoanContract(s.t.database.db, other);
    const res = await certificate(await loginToken(s.t.app, other), 2025);
    expect(res.statusCode).toBe(404);
    const issued = await s.t.database.db.selectFrom('issued_documents').select('code').where('membership_no', 'in', [b.no, other]).execute();
    expect(issued).toEqual([]);
  });

  it('stops certifying a type staff unmark', async () => {
    const b = await borrower();
    await mark([]);
    expect((await certificate(b.token, 2025)).statusCode).toBe(404);
  });
});
