import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIRM_EVIDENCE_MAX_BYTES, endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXT as T } from '../../../src/features/balance-confirmation/confirmation-text';
import { DOCUMENT_TEXT } from '../../../src/storage/checked-document';
import { addBalanceLines, addCampaign, DEFAULT_LINES } from '../../support/factories/confirmation';
import { dataUrl, PLAIN_PDF, smallPng } from '../../support/loan-applications';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const YEAR = 2170;

describe('evidence on a disputed line: checked by content, stored, opened by staff and the auditor (decision 084)', () => {
  let t: TestContext;
  let dataDir: string;
  let campaignId: number;
  let auditor: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirmation-evidence-test-'));
    t = await startTestApp({ dataDir });
    campaignId = await addCampaign(t.database.db, YEAR);
    auditor = await staffToken(t.app, await addStaffUser(t.database.db, 'auditor'), t.clock.now());
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A member who answered, disputing line 3 (the loan). */
  async function disputingMember() {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await addBalanceLines(t.database.db, campaignId, no);
    const token = await loginToken(t.app, no);
    const letter = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmData, { year: YEAR }), headers: { authorization: `Bearer ${token}` } });
    const answers = DEFAULT_LINES.map((_, i) => (i === 2 ? { line_no: 3, agreed: false, reason: 'ชำระแล้วเหลือ 170,000 บาท' } : { line_no: i + 1, agreed: true }));
    const res = await memberPost(t.app, endpointPath(endpoints.memberConfirmAnswer, { year: YEAR }), token, { digest: letter.json().letter.digest, answers });
    expect(res.statusCode).toBe(200);
    return { no, token };
  }
  const attach = (token: string, body: object) => memberPost(t.app, endpointPath(endpoints.memberConfirmEvidenceAdd, { year: YEAR }), token, body);
  const stored = () => (fs.existsSync(path.join(dataDir, 'confirmation-evidence')) ? fs.readdirSync(path.join(dataDir, 'confirmation-evidence')) : []);
  const rowsOf = (no: string) => t.database.db.selectFrom('confirmation_evidence').selectAll().where('membership_no', '=', no).execute();

  it('takes a picture (kept as JPEG) and a plain PDF on the disputed line; the member, staff and the auditor see them', async () => {
    const { no, token } = await disputingMember();
    const png = await attach(token, { line_no: 3, name: 'slip.png', data: dataUrl('image/png', await smallPng()) });
    expect(png.json()).toEqual({ rc_code: '1', rc_des: T.evidenceAdded, id: expect.any(Number) });
    expect((await attach(token, { line_no: 3, name: 'statement.pdf', data: dataUrl('application/pdf', PLAIN_PDF) })).statusCode).toBe(200);
    const rows = await rowsOf(no);
    expect(rows.map((r) => [r.line_no, r.original_name, r.media_type])).toEqual([[3, 'slip.png', 'image/jpeg'], [3, 'statement.pdf', 'application/pdf']]);
    expect(stored()).toEqual(expect.arrayContaining(rows.map((r) => r.file_name)));
    const letter = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmData, { year: YEAR }), headers: { authorization: `Bearer ${token}` } });
    const line = letter.json().checkedData.find((l: { line_no: number }) => l.line_no === 3);
    expect(line.dispute.evidence.map((e: { name: string }) => e.name)).toEqual(['slip.png', 'statement.pdf']);
    const cases = (await staffPost(t.app, endpoints.confirmationDisputes.path, auditor, { campaign_id: campaignId })).json().data;
    const own = cases.find((c: { membership_no: string }) => c.membership_no === no);
    expect(own.evidence).toEqual(line.dispute.evidence);
  });

  it('opens a file for the auditor as an attachment that can run nothing, and audits the opening', async () => {
    const { no, token } = await disputingMember();
    const { id } = (await attach(token, { line_no: 3, name: 'statement.pdf', data: dataUrl('application/pdf', PLAIN_PDF) })).json();
    const res = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.confirmationEvidence, { id: String(id) }), headers: { authorization: `Bearer ${auditor}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.rawPayload.equals(PLAIN_PDF)).toBe(true);
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'after']).where('target', '=', no).where('action', 'like', 'confirmation.evidence%').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['confirmation.evidence_add', 'confirmation.evidence_open']);
    const missing = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.confirmationEvidence, { id: '999999999' }), headers: { authorization: `Bearer ${auditor}` } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(T.evidenceNotFound);
  });

  it('refuses by content, in Thai: not a document, a file that says it is another type, an active PDF, too large; nothing is kept', async () => {
    const { no, token } = await disputingMember();
    const before = stored().length;
    const cases: [object, number, string][] = [
      [{ name: 'note.pdf', data: dataUrl('application/pdf', Buffer.from('just some text, not a PDF at all')) }, 400, DOCUMENT_TEXT.notDocument('note.pdf')],
      [{ name: 'slip.pdf', data: dataUrl('application/pdf', await smallPng()) }, 400, DOCUMENT_TEXT.notWhatItClaims('slip.pdf')],
      [{ name: 'run.pdf', data: dataUrl('application/pdf', Buffer.from('%PDF-1.4\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF\n', 'latin1')) }, 400, DOCUMENT_TEXT.activePdf('run.pdf')],
      [{ name: 'big.pdf', data: dataUrl('application/pdf', Buffer.alloc(CONFIRM_EVIDENCE_MAX_BYTES + 1, 0x20)) }, 413, DOCUMENT_TEXT.tooLarge],
    ];
    for (const [body, status, error] of cases) {
      const res = await attach(token, { line_no: 3, ...body });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ rc_code: '0', error });
    }
    expect(await rowsOf(no)).toEqual([]);
    expect(stored()).toHaveLength(before);
  });

  it('refuses a line the member agreed, and a fourth file on a line, in Thai (409)', async () => {
    const { no, token } = await disputingMember();
    const pdf = { name: 'statement.pdf', data: dataUrl('application/pdf', PLAIN_PDF) };
    const agreed = await attach(token, { line_no: 1, ...pdf });
    expect(agreed.statusCode).toBe(409);
    expect(agreed.json().error).toBe(T.evidenceNotDisputed);
    for (let i = 0; i < 3; i++) expect((await attach(token, { line_no: 3, ...pdf })).statusCode).toBe(200);
    const fourth = await attach(token, { line_no: 3, ...pdf });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toBe(T.evidenceTooMany);
    expect(await rowsOf(no)).toHaveLength(3);
  });
});
