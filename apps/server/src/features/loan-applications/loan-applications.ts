import {
  LOAN_REQUIRED_DOCUMENT_KINDS,
  type ApplicationNoBody,
  type GuarantorLookupBody,
  type GuarantorLookupResponse,
  type GuarantorReplaceBody,
  type LoanActionResponse,
  type LoanApplicationBody,
  type LoanApplicationEditBody,
  type LoanApplicationSavedResponse,
  type LoanDocumentUpload,
  type LoanPayout,
  padMembershipNo,
} from '@coop/contract';
import { buddhistYear, parseIsoDate, thaiToday } from '@coop/thai-format';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { ThrottleRule } from '../../db/repositories/login-throttle-repository';
import type { Database } from '../../db/schema';
import { type DomainContext, memberActor } from '../../domain/context';
import { addressLocked, countAddressAttempt } from '../../http/address-limit';
import { ApiFailure } from '../../http/api-failure';
import { baht, type Satang, scaledDecimal } from '../../loans/loan-arithmetic';
import { productInForce, productVersion, readLoanFacts } from '../../loans/loan-queries';
import { QUOTE_REFUSAL } from '../../loans/loan-rule-text';
import { type LoanFacts, type LoanProduct, type Quote, quoteLoan } from '../../loans/loan-rules';
import { refuseOutsideProduct } from '../../loans/product-limits';
import { oneMember, publishMemberEvent } from '../../notify/publish-member-event';
import { storeAllAfterCommit } from '../../storage/store-after-commit';
import { checkGuarantors, judgeGuarantor, type JudgedGuarantor } from './guarantor-judgement';
import { afterGuarantors, recordStep } from './application-steps';
import {
  applicationGuarantors,
  CANCELLABLE_STATUSES,
  deleteDocuments,
  findOwnApplication,
  hasOpenApplication,
  insertApplication,
  insertDocuments,
  insertGuarantors,
  lockMember,
  nextApplicationNo,
  replaceGuarantor,
  setApplicationStatus,
  updateApplicationTerms,
  withdrawPendingGuarantors,
} from './loan-application-queries';
import { findOpenDepositAccount } from '../../db/repositories/deposit-repository';
import { APPLICATION_TEXT as T } from './loan-application-text';
import { type CheckedDocument, checkDocument, pendingFiles, removeDocumentFiles } from './loan-documents';

type Tx = Transaction<Database>;

const MINUTE = 60_000;
/** Lookups of guarantors per member: enough to name a few and correct a typo, too few to list the members. */
const LOOKUP_RULE: ThrottleRule = { limit: 20, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE };

const notFound = () => new ApiFailure(404, 'NOT_FOUND', T.notFound);

/** The member's facts today, or the Thai 404 of a member the read copy lacks. */
async function factsOf(context: DomainContext, membershipNo: string) {
  const facts = await readLoanFacts(context.db, membershipNo, thaiToday(context.now().getTime()));
  if (!facts) throw new ApiFailure(404, 'NOT_FOUND', QUOTE_REFUSAL.noMember);
  return facts;
}

/**
 * Whether a member may guarantee a loan of the product, as the applicant may learn it: the masked name and a yes or
 * no. Counted per applicant before it is answered, so it cannot be used to list the members.
 */
export async function lookUpGuarantor(context: DomainContext, body: GuarantorLookupBody): Promise<GuarantorLookupResponse> {
  const applicant = memberActor(context);
  const now = context.now();
  const lock = await countAddressAttempt(context.db, 'loan-guarantor-lookup', applicant, now, LOOKUP_RULE);
  if (lock) throw addressLocked(lock, 'LOOKUP_THROTTLED', T.lookupThrottled);
  const today = thaiToday(now.getTime());
  const product = await productInForce(context.db, body.product_id, today);
  if (!product) throw new ApiFailure(404, 'NOT_FOUND', QUOTE_REFUSAL.noProduct);
  const no = padMembershipNo(body.membership_no);
  if (no === applicant) throw new ApiFailure(400, 'OWN_GUARANTOR', T.ownGuarantor);
  const guarantor = await judgeGuarantor(context.db, product, no, today);
  if (!guarantor) throw new ApiFailure(404, 'GUARANTOR_UNKNOWN', T.guarantorUnknown(no));
  return { rc_code: '1' as const, membership_no: no, name: guarantor.masked, can_guarantee: guarantor.canGuarantee };
}

/** Each guarantor's part of the amount: equal shares in satang, the first ones taking a satang of the remainder. */
export function guarantorShares(amount: Satang, count: number): Satang[] {
  const share = Math.floor(amount / count);
  return Array.from({ length: count }, (_, i) => share + (i < amount - share * count ? 1 : 0));
}

const satangText = (satang: Satang) => (satang / 100).toFixed(2);

/**
 * What the rules said of an amount and term with these facts, as kept for staff: at submission, and again with the
 * figures the unit clerk certifies (decision 072). The salary and deductions judged are kept for the clerk to check.
 */
export function verdictOf(facts: LoanFacts, product: LoanProduct, amount: Satang, quote: Quote) {
  return {
    version_id: product.versionId,
    judged_on: facts.today,
    may_apply: quote.mayApply,
    largest_amount: baht(quote.largestAmount),
    installment: baht(quote.schedule.installment),
    net_received: baht(amount - quote.payoffTotal),
    salary: baht(facts.salary),
    deductions: baht(facts.deductions),
    other_deductions: baht(quote.otherDeductions),
    least_salary_left: baht(quote.leastSalaryLeft),
    guarantors_required: quote.guarantorsRequired,
    checks: quote.checks,
  };
}

/** The terms as asked, judged by every rule of the version: refused in Thai outside the product or against a rule. */
export function judgedTerms(facts: LoanFacts, product: LoanProduct, body: { amount: string; installments: number }) {
  const amount = scaledDecimal(body.amount, 2);
  refuseOutsideProduct(product, amount, body.installments);
  const quote = quoteLoan(facts, product, amount, body.installments);
  const failing = quote.checks.find((c) => c.status === 'fail');
  if (!quote.mayApply) throw new ApiFailure(400, 'RULES_NOT_MET', T.mayNotApply(failing ? `${failing.finding}${failing.fix ? ` (${failing.fix})` : ''}` : QUOTE_REFUSAL.noProduct));
  return { amount, quote, verdict: verdictOf(facts, product, amount, quote) };
}

/** Where the loan is paid: one of the member's own open deposit accounts, or a bank account as typed. */
async function payoutOf(db: Db, membershipNo: string, payout: LoanPayout) {
  if (payout.kind === 'bank') {
    const accountNo = payout.account_no.replace(/[\s-]/g, '');
    if (!/^[0-9]{6,20}$/.test(accountNo) || !payout.bank_name || !payout.account_name) throw new ApiFailure(400, 'BANK_ACCOUNT_NEEDED', T.bankNeeded);
    return { kind: 'bank' as const, accountNo, bankName: payout.bank_name.trim(), accountName: payout.account_name.trim() };
  }
  const account = await findOpenDepositAccount(db, membershipNo, payout.account_no.trim());
  if (!account) throw new ApiFailure(400, 'NOT_YOUR_ACCOUNT', T.notYourAccount);
  return { kind: 'deposit' as const, accountNo: account.account_no, bankName: null, accountName: null };
}

/** Each document checked by its content, one of each kind at most; `all` asks for every kind an application needs. */
export async function checkedDocuments(uploads: readonly LoanDocumentUpload[], all: boolean): Promise<CheckedDocument[]> {
  const kinds = uploads.map((u) => u.kind);
  if (new Set(kinds).size !== kinds.length) throw new ApiFailure(400, 'DOCUMENT_TWICE', T.documentTwice);
  if (all && !LOAN_REQUIRED_DOCUMENT_KINDS.every((k) => kinds.includes(k))) throw new ApiFailure(400, 'DOCUMENTS_NEEDED', T.documentsNeeded);
  const checked: CheckedDocument[] = [];
  for (const upload of uploads) checked.push(await checkDocument(upload));
  return checked;
}

function refuseGuarantorCount(needed: number, named: number): void {
  if (needed !== named) throw new ApiFailure(400, 'GUARANTOR_COUNT', T.guarantorCount(needed, named));
}

/** Asks each guarantor, with their share, and tells them: an inbox entry and their chosen channels. */
async function askGuarantors(context: DomainContext, trx: Tx, application: { id: number; no: string; applicantName: string; amount: Satang }, guarantors: readonly JudgedGuarantor[], firstPosition: number, shares: readonly Satang[]) {
  const at = context.now();
  await insertGuarantors(trx, application.id, guarantors.map((g, i) => ({ no: g.no, position: firstPosition + i, amount: satangText(shares[i]!) })), at);
  for (const g of guarantors) {
    await publishMemberEvent(
      context,
      {
        kind: 'loan-guarantee-asked',
        key: `loan-guarantee-asked:${application.no}:${g.no}:${at.getTime()}`,
        params: { application_no: application.no, applicant_name: application.applicantName, amount: baht(application.amount) },
      },
      oneMember(trx, g.no),
      trx,
    );
  }
}

export const documentRecords = (documents: readonly CheckedDocument[]) =>
  documents.map((d) => ({ kind: d.kind, fileName: d.fileName, mediaType: d.mediaType, originalName: d.originalName, size: d.bytes.length, sha256: d.sha256 }));

/**
 * A new application: judged by the product's version in force today and every rule, the guarantors the amount needs
 * (each able to guarantee), the payout account, both documents checked by content, consent. Written whole or not at
 * all: the application, its guarantors, documents, first timeline step and the guarantors' messages in one
 * transaction, the files placed only once it has committed. One open application per member and product: the
 * member's row is locked first, so a second submission at the same moment waits and is refused.
 */
export async function submitApplication(context: DomainContext, body: LoanApplicationBody): Promise<LoanApplicationSavedResponse> {
  const applicant = memberActor(context);
  if (body.consent !== true) throw new ApiFailure(400, 'CONSENT_NEEDED', T.consentNeeded);
  const facts = await factsOf(context, applicant);
  const product = await productInForce(context.db, body.product_id, facts.today);
  if (!product) throw new ApiFailure(404, 'NOT_FOUND', QUOTE_REFUSAL.noProduct);
  const { amount, quote, verdict } = judgedTerms(facts, product, body);
  refuseGuarantorCount(quote.guarantorsRequired, body.guarantors.length);
  const guarantors = await checkGuarantors(context.db, product, applicant, body.guarantors, facts.today);
  const payout = await payoutOf(context.db, applicant, body.payout);
  const documents = await checkedDocuments(body.documents, true);
  const at = context.now();
  const applicationNo = await storeAllAfterCommit(context.config.dataDir, pendingFiles(context.config.dataDir, documents), 0o600, () =>
    context.db.transaction().execute(async (trx) => {
      await lockMember(trx, applicant);
      if (await hasOpenApplication(trx, applicant, product.productId)) throw new ApiFailure(409, 'APPLICATION_OPEN', T.openExists);
      const no = await nextApplicationNo(trx, buddhistYear(parseIsoDate(facts.today)!.year));
      const id = await insertApplication(trx, {
        applicationNo: no,
        membershipNo: applicant,
        productId: product.productId,
        versionId: product.versionId,
        amount: satangText(amount),
        installments: body.installments,
        purpose: body.purpose.trim(),
        payout,
        verdict,
        at,
      });
      await insertDocuments(trx, id, documentRecords(documents), at);
      const application = (await findOwnApplication(trx, applicant, no))!;
      await askGuarantors(context, trx, { id, no, applicantName: application.applicant_name, amount }, guarantors, 1, guarantors.length > 0 ? guarantorShares(amount, guarantors.length) : []);
      if (guarantors.length === 0) await setApplicationStatus(trx, id, afterGuarantors(product), at);
      await recordStep(context, trx, application, { kind: 'submitted', actor: applicant });
      return no;
    }),
  );
  return { rc_code: '1' as const, rc_des: guarantors.length > 0 ? T.submitted(applicationNo) : T.submittedNoGuarantor(applicationNo), application_no: applicationNo };
}

/**
 * A change before any guarantor has signed: judged again by the version the application names, the guarantors asked
 * again (those asked before are withdrawn), the documents sent replacing those of their kind.
 */
export async function editApplication(context: DomainContext, body: LoanApplicationEditBody): Promise<LoanApplicationSavedResponse> {
  const applicant = memberActor(context);
  const found = await findOwnApplication(context.db, applicant, body.application_no);
  if (!found) throw notFound();
  const product = await productVersion(context.db, found.version_id);
  if (!product) throw notFound();
  const facts = await factsOf(context, applicant);
  const { amount, quote, verdict } = judgedTerms(facts, product, body);
  refuseGuarantorCount(quote.guarantorsRequired, body.guarantors.length);
  const guarantors = await checkGuarantors(context.db, product, applicant, body.guarantors, facts.today);
  const payout = await payoutOf(context.db, applicant, body.payout);
  const documents = await checkedDocuments(body.documents, false);
  const at = context.now();
  const replaced = await storeAllAfterCommit(context.config.dataDir, pendingFiles(context.config.dataDir, documents), 0o600, () =>
    context.db.transaction().execute(async (trx) => {
      const application = await findOwnApplication(trx, applicant, body.application_no, true);
      if (!application) throw notFound();
      const standing = await applicationGuarantors(trx, application.id);
      if (application.status !== 'awaiting_guarantors' || standing.some((g) => g.status === 'accepted')) throw new ApiFailure(409, 'NOT_EDITABLE', T.notEditable);
      await updateApplicationTerms(trx, application.id, { amount: satangText(amount), installments: body.installments, purpose: body.purpose.trim(), payout, verdict, at });
      const oldFiles = await deleteDocuments(trx, application.id, documents.map((d) => d.kind));
      await insertDocuments(trx, application.id, documentRecords(documents), at);
      await withdrawPendingGuarantors(trx, application.id, at);
      const nextPosition = standing.reduce((max, g) => Math.max(max, g.position), 0) + 1;
      await askGuarantors(context, trx, { id: application.id, no: application.application_no, applicantName: application.applicant_name, amount }, guarantors, nextPosition, guarantors.length > 0 ? guarantorShares(amount, guarantors.length) : []);
      if (guarantors.length === 0) await setApplicationStatus(trx, application.id, afterGuarantors(product), at);
      await recordStep(context, trx, application, { kind: 'edited', actor: applicant }, false);
      return oldFiles;
    }),
  );
  await removeDocumentFiles(context.config.dataDir, replaced);
  return { rc_code: '1' as const, rc_des: T.edited(body.application_no), application_no: body.application_no };
}

/** The applicant withdraws the application, at any step before staff decide. */
export async function cancelApplication(context: DomainContext, body: ApplicationNoBody): Promise<LoanActionResponse> {
  const applicant = memberActor(context);
  await context.db.transaction().execute(async (trx) => {
    const application = await findOwnApplication(trx, applicant, body.application_no, true);
    if (!application) throw notFound();
    if (!CANCELLABLE_STATUSES.includes(application.status)) throw new ApiFailure(409, 'NOT_CANCELLABLE', T.notCancellable);
    const at = context.now();
    await setApplicationStatus(trx, application.id, 'cancelled', at);
    await withdrawPendingGuarantors(trx, application.id, at);
    await recordStep(context, trx, application, { kind: 'cancelled', actor: applicant });
  });
  return { rc_code: '1' as const, rc_des: T.cancelled };
}

/** Another guarantor in place of one who declined: the same place and share, asked and told at once. */
export async function nameAnotherGuarantor(context: DomainContext, body: GuarantorReplaceBody): Promise<LoanActionResponse> {
  const applicant = memberActor(context);
  const found = await findOwnApplication(context.db, applicant, body.application_no);
  if (!found) throw notFound();
  const product = await productVersion(context.db, found.version_id);
  if (!product) throw notFound();
  const today = thaiToday(context.now().getTime());
  await context.db.transaction().execute(async (trx) => {
    const application = await findOwnApplication(trx, applicant, body.application_no, true);
    if (!application) throw notFound();
    if (application.status !== 'awaiting_guarantors') throw new ApiFailure(409, 'NOT_EDITABLE', T.notEditable);
    const rows = await applicationGuarantors(trx, application.id);
    const declined = rows.find((g) => g.guarantor_no === padMembershipNo(body.replaces) && g.status === 'declined');
    if (!declined) throw new ApiFailure(409, 'NOT_DECLINED', T.noDeclined);
    const standing = rows.filter((g) => g.status === 'pending' || g.status === 'accepted').map((g) => g.guarantor_no);
    const [guarantor] = await checkGuarantors(trx, product, applicant, [body.membership_no], today, standing);
    await replaceGuarantor(trx, declined.id, context.now());
    await askGuarantors(context, trx, { id: application.id, no: application.application_no, applicantName: application.applicant_name, amount: scaledDecimal(application.amount, 2) }, [guarantor!], declined.position, [scaledDecimal(declined.amount, 2)]);
    await recordStep(context, trx, application, { kind: 'guarantor_named', actor: applicant, params: { who: guarantor!.masked } }, false);
  });
  return { rc_code: '1' as const, rc_des: T.guarantorNamed };
}
