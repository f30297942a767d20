import { LOAN_DOCUMENT_MAX_BYTES, LOAN_REQUIRED_DOCUMENT_KINDS, type GuarantorLookupResponse, type LoanDocumentKind, type LoanProductEligibility } from '@coop/contract';
import { formatMoney, formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { DataPage } from '@/components/ui/data-page';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { NumberOnlyInput } from '@/components/ui/number-only-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiRequestError } from '@/lib/http/api-request';
import { readAsDataUrl } from '@/lib/media/read-as-data-url';
import { readAmount } from '@/lib/read-amount';
import { applicableProductsQuery } from '../api/get-apply-choices';
import { loanApplicationsQuery } from '../api/get-loan-applications';
import { lookUpGuarantor, useSubmitApplication } from '../api/submit-application';
import { APPLY_TEXT as T } from '../apply-messages';
import { APPLICATION_TEXT } from '../messages';
import { DocumentFileField } from './document-file-field';

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

interface Problems {
  amount?: string;
  installments?: string;
  purpose?: string;
  payout?: string;
  salary_slip?: string;
  id_card?: string;
  consent?: string;
}

function ApplyForm({ product, accounts, amount: quotedAmount, installments: quotedInstallments }: { product: LoanProductEligibility; accounts: { account_no: string; type_name: string }[]; amount: string; installments: string }) {
  const navigate = useNavigate();
  const send = useSubmitApplication();
  const [amount, setAmount] = useState(quotedAmount);
  const [installments, setInstallments] = useState(quotedInstallments);
  const [purpose, setPurpose] = useState('');
  const [guarantors, setGuarantors] = useState<string[]>(['']);
  const [payoutKind, setPayoutKind] = useState<'deposit' | 'bank'>(accounts.length > 0 ? 'deposit' : 'bank');
  const [depositNo, setDepositNo] = useState(accounts[0]?.account_no ?? '');
  const [bank, setBank] = useState({ bank_name: '', account_no: '', account_name: '' });
  const [files, setFiles] = useState<Partial<Record<LoanDocumentKind, File>>>({});
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const typed = readAmount(amount);
    const term = Number(installments);
    const payoutOk = payoutKind === 'deposit' ? depositNo !== '' : bank.bank_name.trim() !== '' && bank.account_no.trim() !== '' && bank.account_name.trim() !== '';
    const found: Problems = {
      amount: typed === undefined ? T.amountProblem : undefined,
      installments: Number.isInteger(term) && term >= 1 && term <= product.longest_installments ? undefined : T.installmentsProblem(formatNumber(product.longest_installments, 0)),
      purpose: purpose.trim() === '' ? T.purposeProblem : undefined,
      payout: payoutOk ? undefined : T.payoutProblem,
      salary_slip: files.salary_slip ? (files.salary_slip.size > LOAN_DOCUMENT_MAX_BYTES ? APPLICATION_TEXT.documentTooLarge : undefined) : T.documentProblem,
      id_card: files.id_card ? (files.id_card.size > LOAN_DOCUMENT_MAX_BYTES ? APPLICATION_TEXT.documentTooLarge : undefined) : T.documentProblem,
      consent: consent ? undefined : T.consentProblem,
    };
    setProblems(found);
    const first = (Object.keys(found) as (keyof Problems)[]).find((k) => found[k]);
    if (first) {
      document.getElementById(`apply-${first}`)?.focus();
      return;
    }
    const documents = await Promise.all(LOAN_REQUIRED_DOCUMENT_KINDS.map(async (kind) => ({ kind, name: files[kind]!.name, data: await readAsDataUrl(files[kind]!) })));
    send.mutate(
      {
        product_id: product.product_id,
        amount: typed!,
        installments: term,
        purpose: purpose.trim(),
        guarantors: guarantors.map((g) => g.trim()).filter((g) => g !== ''),
        payout: payoutKind === 'deposit' ? { kind: 'deposit', account_no: depositNo } : { kind: 'bank', ...bank },
        documents,
        consent: true,
      },
      {
        onSuccess: (answer) => void navigate(`/member/loan-applications/${answer.application_no}`),
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <p className="text-lg font-bold text-primary">{product.name}</p>
      <FormField id="apply-amount" label={T.amount} help={T.amountHelp(formatMoney(product.largest_amount, 0))} error={problems.amount}>
        {(a11y) => <input {...a11y} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} className={inputClass} />}
      </FormField>
      <FormField id="apply-installments" label={T.installments} error={problems.installments}>
        {(a11y) => <NumberOnlyInput {...a11y} inputMode="numeric" maxLength={3} value={installments} onValueChange={setInstallments} className={inputClass} />}
      </FormField>
      <FormField id="apply-purpose" label={T.purpose} help={T.purposeHelp} error={problems.purpose}>
        {(a11y) => <input {...a11y} maxLength={200} value={purpose} onChange={(e) => setPurpose(e.target.value)} className={inputClass} />}
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-stone-900">{T.guarantors}</legend>
        <p className="text-base text-stone-700">{T.guarantorsHelp}</p>
        {guarantors.map((g, i) => (
          <GuarantorField
            // a row keeps its check while the rows above it stay
            key={i}
            index={i}
            productId={product.product_id}
            value={g}
            onChange={(v) => setGuarantors((all) => all.map((x, j) => (j === i ? v : x)))}
            onRemove={() => setGuarantors((all) => all.filter((_, j) => j !== i))}
          />
        ))}
        {guarantors.length < 10 && (
          <button type="button" className={secondaryButtonClass} onClick={() => setGuarantors((all) => [...all, ''])}>
            {T.addGuarantor}
          </button>
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-stone-900">{T.payout}</legend>
        {accounts.length > 0 && (
          <label className="flex items-center gap-3 text-base">
            <input type="radio" name="payout" className="size-5 accent-primary" checked={payoutKind === 'deposit'} onChange={() => setPayoutKind('deposit')} />
            {T.payoutDeposit}
          </label>
        )}
        <label className="flex items-center gap-3 text-base">
          <input type="radio" name="payout" className="size-5 accent-primary" checked={payoutKind === 'bank'} onChange={() => setPayoutKind('bank')} />
          {T.payoutBank}
        </label>
        {payoutKind === 'deposit' ? (
          <FormField id="apply-payout" label={T.depositAccountNo} error={problems.payout}>
            {(a11y) => (
              <select {...a11y} className={inputClass} value={depositNo} onChange={(e) => setDepositNo(e.target.value)}>
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
              {(a11y) => <input {...a11y} maxLength={100} value={bank.bank_name} onChange={(e) => setBank({ ...bank, bank_name: e.target.value })} className={inputClass} />}
            </FormField>
            <FormField id="apply-bank-account" label={T.bankAccountNo}>
              {(a11y) => <input {...a11y} inputMode="numeric" maxLength={30} value={bank.account_no} onChange={(e) => setBank({ ...bank, account_no: e.target.value })} className={inputClass} />}
            </FormField>
            <FormField id="apply-bank-name" label={T.bankAccountName}>
              {(a11y) => <input {...a11y} maxLength={100} value={bank.account_name} onChange={(e) => setBank({ ...bank, account_name: e.target.value })} className={inputClass} />}
            </FormField>
          </>
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-stone-900">{T.documents}</legend>
        <p className="text-base text-stone-700">{APPLICATION_TEXT.documentsHelp}</p>
        {LOAN_REQUIRED_DOCUMENT_KINDS.map((kind) => (
          <DocumentFileField key={kind} id={`apply-${kind}`} kind={kind} file={files[kind]} error={problems[kind]} onChange={(file) => setFiles((all) => ({ ...all, [kind]: file }))} />
        ))}
      </fieldset>
      <div>
        <h3 className="mb-2 text-base font-semibold text-stone-800">{T.termsTitle}</h3>
        <p id="apply-terms" className="rounded-lg border border-stone-300 bg-stone-50 p-3 text-base leading-relaxed text-stone-800">
          {T.terms}
        </p>
        <label className="mt-3 flex items-start gap-3 text-base">
          <input
            id="apply-consent"
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-primary"
            checked={consent}
            aria-describedby={problems.consent ? 'apply-terms apply-consent-error' : 'apply-terms'}
            aria-invalid={!!problems.consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <span>{T.consent}</span>
        </label>
        {problems.consent && (
          <p id="apply-consent-error" className="mt-1.5 text-base font-medium text-danger">
            {problems.consent}
          </p>
        )}
      </div>
      <FormRefusal message={refusal} />
      <SubmitButton pending={send.isPending} label={T.submit} pendingLabel={T.submitting} fit />
    </form>
  );
}

/** /member/loan-applications/new?product=&amount=&installments=: the application, opened from a quote the member may apply for. */
export function ApplyPage() {
  const [params] = useSearchParams();
  const products = useQuery(applicableProductsQuery());
  const accounts = useQuery(loanApplicationsQuery());
  const productId = Number(params.get('product'));
  return (
    <DataPage text={T} query={products}>
      {({ products: all }) => {
        const product = all.find((p) => p.product_id === productId && p.may_apply);
        if (!product) return <p className="rounded-2xl bg-white p-4 text-base shadow-sm">{T.noProduct}</p>;
        return (
          <ApplyForm
            product={product}
            accounts={accounts.data?.deposit_accounts ?? []}
            amount={params.get('amount') ?? String(Math.floor(product.largest_amount))}
            installments={params.get('installments') ?? String(product.longest_installments)}
          />
        );
      }}
    </DataPage>
  );
}
