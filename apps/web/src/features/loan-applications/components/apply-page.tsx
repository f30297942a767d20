import type { LoanProductEligibility } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataPage } from '@/components/ui/data-page';
import { FormRefusal } from '@/components/ui/form-refusal';
import { SubmitButton } from '@/components/ui/submit-button';
import { applicableProductsQuery } from '../api/get-apply-choices';
import { loanApplicationsQuery } from '../api/get-loan-applications';
import { useSubmitApplication } from '../api/submit-application';
import { APPLY_TEXT as T } from '../apply-messages';
import { type TermsDraft, TermsFields, type TermsProblems } from './application-terms';

function ApplyForm({ product, accounts, amount, installments }: { product: LoanProductEligibility; accounts: { account_no: string; type_name: string }[]; amount: string; installments: string }) {
  const navigate = useNavigate();
  const send = useSubmitApplication();
  const [draft, setDraft] = useState<TermsDraft>({
    amount,
    installments,
    purpose: '',
    guarantors: [''],
    payoutKind: accounts.length > 0 ? 'deposit' : 'bank',
    depositNo: accounts[0]?.account_no ?? '',
    bank: { bank_name: '', account_no: '', account_name: '' },
    files: {},
  });
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<TermsProblems>({});
  const [refusal, setRefusal] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const checks = await import('./application-checks');
    const found: TermsProblems = {
      ...checks.termsProblems(draft, { longestInstallments: product.longest_installments, documentsRequired: true }),
      consent: consent ? undefined : T.consentProblem,
    };
    setProblems(found);
    if (checks.focusFirstProblem(found)) return;
    send.mutate(
      { product_id: product.product_id, ...(await checks.termsBody(draft)), consent: true },
      {
        onSuccess: (answer) => void navigate(`/member/loan-applications/${answer.application_no}`),
        onError: (error) => {
          const placed = checks.placeRefusal(error);
          setProblems(placed.problems);
          setRefusal(placed.refusal);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <p className="text-lg font-bold text-primary">{product.name}</p>
      <TermsFields
        productId={product.product_id}
        largestAmount={product.largest_amount}
        accounts={accounts}
        draft={draft}
        change={(part) => setDraft((d) => ({ ...d, ...part }))}
        problems={problems}
      />
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
