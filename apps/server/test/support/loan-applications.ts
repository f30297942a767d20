import { endpoints, type LoanApplicationBody } from '@coop/contract';
import sharp from 'sharp';
import { expect } from 'vitest';
import { addDepositAccount } from './factories/deposits';
import { addMember, newMembershipNo } from './members';
import { loginToken, memberPost } from './requests';
import type { TestContext } from './test-app';

export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
export const PLAIN_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
export const smallPng = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();

/** The two documents every application carries: a picture of the slip and a PDF of the ID card. */
export async function requiredDocuments(): Promise<LoanApplicationBody['documents']> {
  return [
    { kind: 'salary_slip', name: 'slip.png', data: dataUrl('image/png', await smallPng()) },
    { kind: 'id_card', name: 'id.pdf', data: dataUrl('application/pdf', PLAIN_PDF) },
  ];
}

export interface SubmittedApplication {
  no: string;
  token: string;
  applicationNo: string;
}

/**
 * A member of its own (salary 30,000, a member since 2015, a deposit account to be paid into) who applies for the
 * product through the API; the product should ask no guarantors. Then moved on as the clerk's certificate (item 5)
 * would move it, to `status`.
 */
export async function submittedApplication(
  t: TestContext,
  productId: number,
  { amount = '100000', installments = 60, status = 'awaiting_decision' }: { amount?: string; installments?: number; status?: 'awaiting_certification' | 'awaiting_decision' } = {},
): Promise<SubmittedApplication> {
  const db = t.database.db;
  const no = newMembershipNo();
  await addMember(db, no, { salary: 30_000, member_date: '2015-01-10' });
  const token = await loginToken(t.app, no);
  const account = (await addDepositAccount(db, no)).account_no;
  const body: LoanApplicationBody = {
    product_id: productId,
    amount,
    installments,
    purpose: 'ซ่อมแซมบ้าน',
    guarantors: [],
    payout: { kind: 'deposit', account_no: account },
    documents: await requiredDocuments(),
    consent: true,
  };
  const res = await memberPost(t.app, endpoints.loanApplicationSubmit.path, token, body);
  expect(res.statusCode, res.body).toBe(200);
  const applicationNo = res.json().application_no as string;
  await db.updateTable('loan_applications').set({ status }).where('application_no', '=', applicationNo).execute();
  return { no, token, applicationNo };
}
