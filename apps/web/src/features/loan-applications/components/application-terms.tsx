import { LOAN_REQUIRED_DOCUMENT_KINDS, type GuarantorLookupResponse, type LoanDocumentKind, type LoanPayout } from '@coop/contract';
import { formatMoney } from '@coop/thai-format';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { NumberOnlyInput } from '@/components/ui/number-only-input';
import { ApiRequestError } from '@/lib/http/api-request';
import { lookUpGuarantor } from '../api/submit-application';
import { APPLY_TEXT as T } from '../apply-messages';
import { APPLICATION_TEXT } from '../messages';
import { DocumentFileField } from './document-file-field';

// The terms of an application as the member types them, shared by the application form and its edit (decision 069);
// what is done with them on sending is in application-checks.ts, loaded then.

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

/** Where a problem is shown: a field, a group of them (the guarantors, the documents), or the consent. */
export type TermsField = 'amount' | 'installments' | 'purpose' | 'guarantors' | 'payout' | 'salary_slip' | 'id_card' | 'documents' | 'consent';
export type TermsProblems = Partial<Record<TermsField, string>>;

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.serverMessage || error.message : undefined);

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
  /** On an edit: what says the files already sent are kept unless others are chosen, and each one's line. */
  kept?: { help: string; files: Partial<Record<LoanDocumentKind, string>> };
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
        {kept && <p className="text-base text-stone-700">{kept.help}</p>}
        <GroupProblem id="apply-documents-error" message={problems.documents} />
        {LOAN_REQUIRED_DOCUMENT_KINDS.map((kind) => (
          <DocumentFileField
            key={kind}
            id={`apply-${kind}`}
            kind={kind}
            file={draft.files[kind]}
            noFileLabel={kept?.files[kind]}
            error={problems[kind]}
            onChange={(file) => change({ files: { ...draft.files, [kind]: file } })}
          />
        ))}
      </fieldset>
    </>
  );
}
