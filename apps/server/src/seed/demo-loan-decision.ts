import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { buddhistYear, parseIsoDate, thaiMonthYear, thaiToday } from '@coop/thai-format';
import sharp from 'sharp';
import type { Db } from '../db/database';
import { judgedTerms } from '../features/loan-applications/loan-applications';
import { insertApplication, insertDocuments, insertEvent, nextApplicationNo, setApplicationStatus } from '../features/loan-applications/loan-application-queries';
import { loanDocumentDir, loanDocumentFile } from '../features/loan-applications/loan-documents';
import { insertRound } from '../features/loan-applications/staff-queries';
import { productsInForce, readLoanFacts } from '../loans/loan-queries';
import { LOAN_TYPES } from './demo-finance-catalog';
import { LOAN_DEMO_MEMBERS } from './demo-loan-products';

const DAY = 86_400_000;
/** Cooperatives close a round on the 20th and the committee meets a few days later (domain notes). */
const CUTOFF_DAY = 20;
const COMMITTEE_AFTER_DAYS = 5;

/** The round that takes today's applications: this month's when the 20th has not passed, else next month's. */
export function demoRoundDates(today: string): { name: string; cutoff: string; committee: string } {
  const { year, month, day } = parseIsoDate(today)!;
  const [y, m] = day <= CUTOFF_DAY ? [year, month] : month === 12 ? [year + 1, 1] : [year, month + 1];
  const cutoff = new Date(Date.UTC(y, m - 1, CUTOFF_DAY));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { name: `รอบ${thaiMonthYear(y, m)}`, cutoff: iso(cutoff), committee: iso(new Date(cutoff.getTime() + COMMITTEE_AFTER_DAYS * DAY)) };
}

/** A plain one-page PDF and a picture standing for a slip: what a demo application carries. */
const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const demoSlip = () => sharp({ create: { width: 600, height: 400, channels: 3, background: '#f5f5f4' } }).jpeg().toBuffer();

/**
 * This month's approval round, and in it the application of the member who waits for a decision: an emergency loan
 * of 40,000 baht pledging shares (no guarantors), judged by the rules as a submission is, its documents under
 * `dataDir` when given. On a fresh start staff find it in the queue, approve it and export the round (decision 073).
 */
export async function seedDemoLoanDecision(db: Db, today: Date, dataDir?: string): Promise<void> {
  const day = thaiToday(today.getTime());
  const round = demoRoundDates(day);
  await insertRound(db, { name: round.name, cutoffDate: round.cutoff, committeeDate: round.committee, by: 'demo', at: today });
  const member = LOAN_DEMO_MEMBERS.awaitingDecision;
  const facts = await readLoanFacts(db, member, day);
  const product = (await productsInForce(db, day)).find((p) => p.loanTypeCode === LOAN_TYPES[0].code);
  if (!facts || !product) throw new Error('the demo loan application needs its member and the emergency loan');
  const { amount, verdict } = judgedTerms(facts, product, { amount: '40000', installments: 12 });
  const applicationNo = await nextApplicationNo(db, buddhistYear(parseIsoDate(day)!.year));
  const id = await insertApplication(db, {
    applicationNo,
    membershipNo: member,
    productId: product.productId,
    versionId: product.versionId,
    amount: (amount / 100).toFixed(2),
    installments: 12,
    purpose: 'ค่ารักษาพยาบาลบิดา',
    payout: { kind: 'bank', accountNo: '1234567890', bankName: 'ธนาคารกรุงไทย', accountName: 'นายศักดิ์ชัย ทดลองกู้' },
    verdict,
    at: today,
  });
  await insertEvent(db, id, { kind: 'submitted', at: today, actor: member });
  await setApplicationStatus(db, id, 'awaiting_decision', today);
  if (!dataDir) return;
  const files = [
    { kind: 'salary_slip' as const, bytes: await demoSlip(), mediaType: 'image/jpeg' as const, originalName: 'สลิปเงินเดือน.jpg', ext: '.jpg' },
    { kind: 'id_card' as const, bytes: DEMO_PDF, mediaType: 'application/pdf' as const, originalName: 'สำเนาบัตรประชาชน.pdf', ext: '.pdf' },
  ].map((f) => ({ ...f, fileName: `${randomBytes(16).toString('hex')}${f.ext}` }));
  await fs.mkdir(loanDocumentDir(dataDir), { recursive: true });
  for (const f of files) await fs.writeFile(loanDocumentFile(dataDir, f.fileName), f.bytes, { mode: 0o600 });
  await insertDocuments(
    db,
    id,
    files.map((f) => ({ kind: f.kind, fileName: f.fileName, mediaType: f.mediaType, originalName: f.originalName, size: f.bytes.length, sha256: createHash('sha256').update(f.bytes).digest('hex') })),
    today,
  );
}
