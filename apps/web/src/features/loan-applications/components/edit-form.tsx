import type { LoanApplicationDetail } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormRefusal } from '@/components/ui/form-refusal';
import { LoadingState } from '@/components/ui/loading-state';
import { SubmitButton } from '@/components/ui/submit-button';
import { useEditApplication } from '../api/edit-application';
import { applicableProductsQuery } from '../api/get-apply-choices';
import { loanApplicationsQuery } from '../api/get-loan-applications';
import { EDIT_TEXT as E } from '../edit-messages';
import { focusFirstProblem, placeRefusal, termsBody, termsProblems } from './application-checks';
import { type TermsDraft, TermsFields, type TermsProblems } from './application-terms';

type Accounts = { account_no: string; type_name: string }[];

/** The application's terms as sent, to start the edit from: the guarantors still asked, the payout, no new file. */
function draftOf(a: LoanApplicationDetail, accounts: Accounts): TermsDraft {
  const { payout } = a;
  return {
    amount: String(a.amount),
    installments: String(a.installments),
    purpose: a.purpose,
    guarantors: a.guarantors.filter((g) => g.status === 'pending').map((g) => g.membership_no),
    payoutKind: payout.kind,
    depositNo: payout.kind === 'deposit' ? payout.account_no : (accounts[0]?.account_no ?? ''),
    bank: payout.kind === 'bank' ? { bank_name: payout.bank_name ?? '', account_no: payout.account_no, account_name: payout.account_name ?? '' } : { bank_name: '', account_no: '', account_name: '' },
    files: {},
  };
}

function EditTerms({ application: a, accounts, onDone }: { application: LoanApplicationDetail; accounts: Accounts; onDone: () => void }) {
  const edit = useEditApplication();
  // the product as the member may borrow it today, for the largest amount and term; the server judges either way
  const product = useQuery(applicableProductsQuery()).data?.products.find((p) => p.product_id === a.product_id && p.may_apply);
  const [draft, setDraft] = useState(() => draftOf(a, accounts));
  const [problems, setProblems] = useState<TermsProblems>({});
  const [refusal, setRefusal] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const found = termsProblems(draft, { longestInstallments: product?.longest_installments, documentsRequired: false });
    setProblems(found);
    if (focusFirstProblem(found)) return;
    edit.mutate(
      { application_no: a.application_no, ...(await termsBody(draft)) },
      {
        onSuccess: onDone,
        onError: (error) => {
          const placed = placeRefusal(error);
          setProblems(placed.problems);
          setRefusal(placed.refusal);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="edit-title" className="space-y-5 rounded-2xl border-2 border-primary bg-white p-4 shadow-sm sm:p-6">
      <h2 id="edit-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-primary outline-none">
        {E.title}
      </h2>
      <p className="text-base text-stone-700">{E.help}</p>
      <TermsFields
        productId={a.product_id}
        largestAmount={product?.largest_amount}
        accounts={accounts}
        draft={draft}
        change={(part) => setDraft((d) => ({ ...d, ...part }))}
        problems={problems}
        kept={{ help: E.keptHelp, files: Object.fromEntries(a.documents.map((d) => [d.kind, E.keptFile(d.original_name)])) }}
      />
      <FormRefusal message={refusal} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={edit.isPending} label={E.save} pendingLabel={E.saving} fit />
        <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} onClick={onDone} disabled={edit.isPending}>
          {E.close}
        </button>
      </div>
    </form>
  );
}

/** Staff looking through the member's session: the server refuses their edit, so they are told before they type. */
function RefusedWhileImpersonating({ onDone }: { onDone: () => void }) {
  return (
    <section aria-labelledby="edit-title" className="space-y-4 rounded-2xl border-2 border-primary bg-white p-4 shadow-sm sm:p-6">
      <h2 id="edit-title" className="text-lg font-bold text-primary">
        {E.title}
      </h2>
      <p className="rounded-lg bg-amber-50 p-3 text-base text-amber-950">{E.impersonating}</p>
      <button type="button" className={secondaryButtonClass} onClick={onDone}>
        {E.back}
      </button>
    </section>
  );
}

/**
 * The application's terms to change before any guarantor signs (decision 069): loaded only when the member asks to
 * edit, so its fields stay out of the application page's first load (decision 061).
 */
export function EditForm({ application, impersonating, onDone }: { application: LoanApplicationDetail; impersonating: boolean; onDone: () => void }) {
  const list = useQuery({ ...loanApplicationsQuery(), enabled: !impersonating });
  if (impersonating) return <RefusedWhileImpersonating onDone={onDone} />;
  if (list.isPending) return <LoadingState label={E.loading} />;
  return <EditTerms application={application} accounts={list.data?.deposit_accounts ?? []} onDone={onDone} />;
}
