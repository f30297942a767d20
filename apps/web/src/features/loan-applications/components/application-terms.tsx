import { LOAN_DOCUMENT_MAX_BYTES, LOAN_REQUIRED_DOCUMENT_KINDS, type GuarantorLookupResponse, type LoanDocumentKind, type LoanPayout } from '@coop/contract';
import { formatMoney, formatNumber } from '@coop/thai-format';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { NumberOnlyInput } from '@/components/ui/number-only-input';
import { ApiRequestError, errorCodeOf } from '@/lib/http/api-request';
import { readAsDataUrl } from '@/lib/media/read-as-data-url';
import { readAmount } from '@/lib/read-amount';
import { lookUpGuarantor } from '../api/submit-application';
import { APPLY_TEXT as T } from '../apply-messages';
import { APPLICATION_TEXT } from '../messages';
import { DocumentFileField } from './document-file-field';

// The terms of an application as the member types them, shared by the application form and its edit (decision 069).

export const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.serverMessage || error.message : undefined);

/** The contract's longest term: the bound when the product's own for this member is not known. */
const MOST_INSTALLMENTS = 600;

export interface TermsDraft {
  amount: string;
  installments: string;
  purpose: string;
  guarantors: string[];
  payoutKind: LoanPayout['kind'];
  depositNo: string;
  bank: { bank_name: string; account_no: string; account_name: string };
  files: Partial<Record<LoanDocumentKind, File>>;
}

/** Where a problem is shown, in the order the form reads (the first one found takes the focus). */
const FIELDS = ['amount', 'installments', 'purpose', 'guarantors', 'payout', 'salary_slip', 'id_card', 'documents', 'consent'] as const;
export type TermsField = (typeof FIELDS)[number];
export type TermsProblems = Partial<Record<TermsField, string>>;

/** The input that takes the focus for a problem of each field. */
const FOCUS_ID: Record<TermsField, string> = {
  amount: 'apply-amount',
  installments: 'apply-installments',
  purpose: 'apply-purpose',
  guarantors: 'apply-guarantor-0',
  payout: 'apply-payout',
  salary_slip: 'apply-salary_slip',
  id_card: 'apply-id_card',
  documents: 'apply-salary_slip',
  consent: 'apply-consent',
};

/** Focuses the first field with a problem; false when there is none. */
export function focusFirstProblem(problems: TermsProblems): boolean {
  const first = FIELDS.find((f) => problems[f]);
  if (first) document.getElementById(FOCUS_ID[first])?.focus();
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

/** The field each of the server's refusals of the terms is about (its codes in features/loan-applications and loans/). */
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
 * application moved on, impersonation, no connection).
 */
export function placeRefusal(error: unknown): { problems: TermsProblems; refusal: string | undefined } {
  const message = messageOf(error);
  const field = FIELD_OF_CODE[errorCodeOf(error) ?? ''];
  return field && message ? { problems: { [field]: message }, refusal: undefined } : { problems: {}, refusal: message };
}

/** One guarantor's number and what the check said of it: the masked name and a yes or no, or the refusal. */
function GuarantorField({ index, productId, value, onChange, onRemove }: { index: number; productId: number; value: string; onChange: (v: string) => void; onRemove: () => void }) {
  const [answer, setAnswer] = useState<GuarantorLookupResponse>();
  const [problem, setProblem] = useState<string>();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setAnswer(undefined);
    setProblem(undefined);
    if (!/^\d{1,7}$/.test(value)) return;
    setChecking(true);
    try {
      setAnswer(await lookUpGuarantor({ product_id: productId, membership_no: value }));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setChecking(false);
    }
  };
  const id = `apply-guarantor-${index}`;
  return (
    <div className="rounded-xl bg-stone-50 p-3">
      <FormField id={id} label={T.guarantorNo(index + 1)} error={problem}>
        {(a11y) => (
          <div className="flex flex-wrap gap-2">
            <NumberOnlyInput {...a11y} inputMode="numeric" maxLength={7} value={value} onValueChange={(v) => { onChange(v); setAnswer(undefined); }} onBlur={check} className={`${inputClass} max-w-48`} />
            <button type="button" className={secondaryButtonClass} onClick={check} disabled={checking}>
              {checking ? T.checking : T.check}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={onRemove}>
              {T.removeGuarantor}
            </button>
          </div>
        )}
      </FormField>
      {answer && (
        <p role="status" className={`mt-2 text-base font-semibold ${answer.can_guarantee ? 'text-success' : 'text-danger'}`}>
          {answer.name}: {answer.can_guarantee ? T.canGuarantee : T.cannotGuarantee}
        </p>
      )}
    </div>
  );
}

/** A problem of a whole group of inputs (the guarantors, the documents), said under its heading. */
function GroupProblem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-base font-medium text-danger">
      {message}
    </p>
  );
}

interface TermsFieldsProps {
  productId: number;
  /** The most the member may borrow of the product today, when known. */
  largestAmount: number | undefined;
  accounts: { account_no: string; type_name: string }[];
  draft: TermsDraft;
  change: (part: Partial<TermsDraft>) => void;
  problems: TermsProblems;
  /** On an edit: the names of the files already sent, kept unless another is chosen. */
  kept?: Partial<Record<LoanDocumentKind, string>>;
}

/** The amount, term, purpose, guarantors, payout account and documents of an application. */
export function TermsFields({ productId, largestAmount, accounts, draft, change, problems, kept }: TermsFieldsProps) {
  const { guarantors, bank } = draft;
  const setGuarantors = (next: string[]) => change({ guarantors: next });
  return (
    <>
      <FormField id="apply-amount" label={T.amount} help={largestAmount === undefined ? undefined : T.amountHelp(formatMoney(largestAmount, 0))} error={problems.amount}>
        {(a11y) => <input {...a11y} inputMode="decimal" autoComplete="off" value={draft.amount} onChange={(e) => change({ amount: e.target.value })} className={inputClass} />}
      </FormField>
      <FormField id="apply-installments" label={T.installments} error={problems.installments}>
        {(a11y) => <NumberOnlyInput {...a11y} inputMode="numeric" maxLength={3} value={draft.installments} onValueChange={(v) => change({ installments: v })} className={inputClass} />}
      </FormField>
      <FormField id="apply-purpose" label={T.purpose} help={T.purposeHelp} error={problems.purpose}>
        {(a11y) => <input {...a11y} maxLength={200} value={draft.purpose} onChange={(e) => change({ purpose: e.target.value })} className={inputClass} />}
      </FormField>
      <fieldset className="space-y-3" aria-describedby={problems.guarantors ? 'apply-guarantors-error' : undefined}>
        <legend className="text-base font-semibold text-stone-900">{T.guarantors}</legend>
        <p className="text-base text-stone-700">{T.guarantorsHelp}</p>
        <GroupProblem id="apply-guarantors-error" message={problems.guarantors} />
        {guarantors.map((g, i) => (
          <GuarantorField
            // a row keeps its check while the rows above it stay
            key={i}
            index={i}
            productId={productId}
            value={g}
            onChange={(v) => setGuarantors(guarantors.map((x, j) => (j === i ? v : x)))}
            onRemove={() => setGuarantors(guarantors.filter((_, j) => j !== i))}
          />
        ))}
        {guarantors.length < 10 && (
          <button type="button" className={secondaryButtonClass} onClick={() => setGuarantors([...guarantors, ''])}>
            {T.addGuarantor}
          </button>
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-stone-900">{T.payout}</legend>
        {accounts.length > 0 && (
          <label className="flex items-center gap-3 text-base">
            <input type="radio" name="payout" className="size-5 accent-primary" checked={draft.payoutKind === 'deposit'} onChange={() => change({ payoutKind: 'deposit' })} />
            {T.payoutDeposit}
          </label>
        )}
        <label className="flex items-center gap-3 text-base">
          <input type="radio" name="payout" className="size-5 accent-primary" checked={draft.payoutKind === 'bank'} onChange={() => change({ payoutKind: 'bank' })} />
          {T.payoutBank}
        </label>
        {draft.payoutKind === 'deposit' ? (
          <FormField id="apply-payout" label={T.depositAccountNo} error={problems.payout}>
            {(a11y) => (
              <select {...a11y} className={inputClass} value={draft.depositNo} onChange={(e) => change({ depositNo: e.target.value })}>
                {accounts.map((a) => (
                  <option key={a.account_no} value={a.account_no}>
                    {a.account_no} {a.type_name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <>
            <FormField id="apply-payout" label={T.bankName} error={problems.payout}>
              {(a11y) => <input {...a11y} maxLength={100} value={bank.bank_name} onChange={(e) => change({ bank: { ...bank, bank_name: e.target.value } })} className={inputClass} />}
            </FormField>
            <FormField id="apply-bank-account" label={T.bankAccountNo}>
              {(a11y) => <input {...a11y} inputMode="numeric" maxLength={30} value={bank.account_no} onChange={(e) => change({ bank: { ...bank, account_no: e.target.value } })} className={inputClass} />}
            </FormField>
            <FormField id="apply-bank-name" label={T.bankAccountName}>
              {(a11y) => <input {...a11y} maxLength={100} value={bank.account_name} onChange={(e) => change({ bank: { ...bank, account_name: e.target.value } })} className={inputClass} />}
            </FormField>
          </>
        )}
      </fieldset>
      <fieldset className="space-y-3" aria-describedby={problems.documents ? 'apply-documents-error' : undefined}>
        <legend className="text-base font-semibold text-stone-900">{T.documents}</legend>
        <p className="text-base text-stone-700">{APPLICATION_TEXT.documentsHelp}</p>
        {kept && <p className="text-base text-stone-700">{APPLICATION_TEXT.documentsKeptHelp}</p>}
        <GroupProblem id="apply-documents-error" message={problems.documents} />
        {LOAN_REQUIRED_DOCUMENT_KINDS.map((kind) => (
          <DocumentFileField
            key={kind}
            id={`apply-${kind}`}
            kind={kind}
            file={draft.files[kind]}
            keptName={kept?.[kind]}
            error={problems[kind]}
            onChange={(file) => change({ files: { ...draft.files, [kind]: file } })}
          />
        ))}
      </fieldset>
    </>
  );
}
