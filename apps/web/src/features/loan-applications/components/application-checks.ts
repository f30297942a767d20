import { LOAN_DOCUMENT_MAX_BYTES, LOAN_REQUIRED_DOCUMENT_KINDS, type LoanDocumentKind } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { ApiRequestError } from '@/lib/http/api-request';
import { readAsDataUrl } from '@/lib/media/read-as-data-url';
import { readAmount } from '@/lib/read-amount';
import { APPLY_TEXT as T } from '../apply-messages';
import { APPLICATION_TEXT } from '../messages';
import type { TermsDraft, TermsField, TermsProblems } from './application-terms';

// What the application form and its edit do when the member sends: loaded then (import()), not with the page, so
// the apply page stays within its first-load budget (decision 061).

/** The contract's longest term: the bound when the product's own for this member is not known. */
const MOST_INSTALLMENTS = 600;

/** Where each problem is shown, in the order the form reads: the first one found takes the focus. */
const FOCUS_ORDER: readonly [TermsField, string][] = [
  ['amount', 'apply-amount'],
  ['installments', 'apply-installments'],
  ['purpose', 'apply-purpose'],
  ['guarantors', 'apply-guarantor-0'],
  ['payout', 'apply-payout'],
  ['salary_slip', 'apply-salary_slip'],
  ['id_card', 'apply-id_card'],
  ['documents', 'apply-salary_slip'],
  ['consent', 'apply-consent'],
];

/** Focuses the first field with a problem; false when there is none. */
export function focusFirstProblem(problems: TermsProblems): boolean {
  const first = FOCUS_ORDER.find(([field]) => problems[field]);
  if (first) document.getElementById(first[1])?.focus();
  return first !== undefined;
}

/**
 * What is wrong with the terms before they are sent. Every document is asked for on a new application; an edit
 * keeps the files already sent, so only those chosen are checked.
 */
export function termsProblems(draft: TermsDraft, { longestInstallments, documentsRequired }: { longestInstallments: number | undefined; documentsRequired: boolean }): TermsProblems {
  const term = Number(draft.installments);
  const longest = longestInstallments ?? MOST_INSTALLMENTS;
  const { bank } = draft;
  const payoutOk = draft.payoutKind === 'deposit' ? draft.depositNo !== '' : bank.bank_name.trim() !== '' && bank.account_no.trim() !== '' && bank.account_name.trim() !== '';
  const documentProblem = (kind: LoanDocumentKind) => {
    const file = draft.files[kind];
    if (!file) return documentsRequired ? T.documentProblem : undefined;
    return file.size > LOAN_DOCUMENT_MAX_BYTES ? APPLICATION_TEXT.documentTooLarge : undefined;
  };
  return {
    amount: readAmount(draft.amount) === undefined ? T.amountProblem : undefined,
    installments: Number.isInteger(term) && term >= 1 && term <= longest ? undefined : T.installmentsProblem(formatNumber(longest, 0)),
    purpose: draft.purpose.trim() === '' ? T.purposeProblem : undefined,
    payout: payoutOk ? undefined : T.payoutProblem,
    salary_slip: documentProblem('salary_slip'),
    id_card: documentProblem('id_card'),
  };
}

/** The terms as the contract takes them (after `termsProblems` found none), with the documents chosen read as data URLs. */
export async function termsBody(draft: TermsDraft) {
  const chosen = LOAN_REQUIRED_DOCUMENT_KINDS.filter((kind) => draft.files[kind]);
  return {
    amount: readAmount(draft.amount)!,
    installments: Number(draft.installments),
    purpose: draft.purpose.trim(),
    guarantors: draft.guarantors.map((g) => g.trim()).filter((g) => g !== ''),
    payout: draft.payoutKind === 'deposit' ? { kind: 'deposit' as const, account_no: draft.depositNo } : { kind: 'bank' as const, ...draft.bank },
    documents: await Promise.all(chosen.map(async (kind) => ({ kind, name: draft.files[kind]!.name, data: await readAsDataUrl(draft.files[kind]!) }))),
  };
}

/** The field each of the server's refusals of the terms is about (the codes of features/loan-applications and loans/). */
const FIELD_OF_CODE: Record<string, TermsField> = {
  AMOUNT_OUTSIDE_PRODUCT: 'amount',
  RULES_NOT_MET: 'amount',
  TERM_OUTSIDE_PRODUCT: 'installments',
  GUARANTOR_COUNT: 'guarantors',
  OWN_GUARANTOR: 'guarantors',
  GUARANTOR_TWICE: 'guarantors',
  GUARANTOR_UNKNOWN: 'guarantors',
  GUARANTOR_CANNOT: 'guarantors',
  BANK_ACCOUNT_NEEDED: 'payout',
  NOT_YOUR_ACCOUNT: 'payout',
  CONSENT_NEEDED: 'consent',
  DOCUMENTS_NEEDED: 'documents',
  DOCUMENT_TWICE: 'documents',
  NOT_A_DOCUMENT: 'documents',
  DOCUMENT_MISLABELLED: 'documents',
  DOCUMENT_UNREADABLE: 'documents',
  DOCUMENT_ACTIVE: 'documents',
};

/**
 * The server's refusal placed at the field it is about, or as the form's refusal when it is about none (the
 * application moved on, impersonation, no connection). Focuses that field.
 */
export function placeRefusal(error: unknown): { problems: TermsProblems; refusal: string | undefined } {
  if (!(error instanceof ApiRequestError)) return { problems: {}, refusal: undefined };
  const message = error.serverMessage || error.message;
  const field = FIELD_OF_CODE[(error.body as { code?: string } | undefined)?.code ?? ''];
  const placed = field ? { problems: { [field]: message }, refusal: undefined } : { problems: {}, refusal: message };
  focusFirstProblem(placed.problems);
  return placed;
}
