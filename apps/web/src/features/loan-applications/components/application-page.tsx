import type { LoanApplicationDetail, TimelineStep } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { DataPage } from '@/components/ui/data-page';
import { Fact } from '@/components/ui/detail-list';
import { DownloadButton } from '@/components/ui/download-button';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { NumberOnlyInput } from '@/components/ui/number-only-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledSection } from '@/components/ui/titled-section';
import { downloadDocument, useCancelApplication, useNameAnotherGuarantor } from '../api/application-actions';
import { loanApplicationQuery } from '../api/get-loan-application';
import { DETAIL_TEXT as T } from '../detail-messages';
import { APPLICATION_TEXT } from '../messages';
import { ApplicationStatus } from './application-status';

// only an application the unit clerk returned needs it: its file pickers stay out of the page's first load (decision 061)
const ResendForm = lazy(() => import('./resend-form').then((m) => ({ default: m.ResendForm })));
const OfferAnswer = lazy(() => import('./application-replies').then((m) => ({ default: m.OfferAnswer })));
const RequestedDocument = lazy(() => import('./application-replies').then((m) => ({ default: m.RequestedDocument })));
const EditForm = lazy(() => import('./edit-form').then((m) => ({ default: m.EditForm })));

/** The timeline: each step done with its day and who, then the steps to come, greyed. */
function Timeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-stone-300 pl-6" data-testid="loan-timeline">
      {steps.map((step, i) => {
        const done = step.at !== null;
        return (
          <li key={i} className="relative">
            <span aria-hidden className={`absolute -left-[33px] top-1 size-4 rounded-full border-2 ${done ? 'border-primary bg-primary' : 'border-stone-400 bg-white'}`} />
            <p className={`text-base font-semibold ${done ? 'text-stone-900' : 'text-stone-600'}`}>
              {T.steps[step.kind]}
              {step.who && `: ${step.who}`}
            </p>
            <p className="text-base text-stone-700">{done ? formatThaiDate(step.at!, 'short', { withTime: true }) : T.pendingStep}</p>
            {step.note && <p className="text-base text-stone-800">{step.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/** In place of a guarantor who declined: another member's number. */
function NameAnother({ application, replaces }: { application: LoanApplicationDetail; replaces: string }) {
  const name = useNameAnotherGuarantor();
  const [no, setNo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{1,7}$/.test(no)) name.mutate({ application_no: application.application_no, replaces, membership_no: no }, { onSuccess: () => setNo('') });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-2">
      <FormField id={`replace-${replaces}`} label={T.newGuarantorNo}>
        {(a11y) => <NumberOnlyInput {...a11y} inputMode="numeric" maxLength={7} value={no} onValueChange={setNo} className={`${inputClass} max-w-48`} />}
      </FormField>
      <SubmitButton pending={name.isPending} label={T.saveGuarantor} pendingLabel={T.saving} fit />
    </form>
  );
}

/** While no guarantor has signed, the action that opens the edit; once one has, why not (while it may still be cancelled). */
function EditAction({ application: a, onEdit }: { application: LoanApplicationDetail; onEdit: () => void }) {
  if (a.editable) {
    return (
      <button type="button" className={`${secondaryButtonClass} mt-4 w-full sm:w-auto`} onClick={onEdit}>
        {T.edit}
      </button>
    );
  }
  return a.cancellable && a.guarantors.some((g) => g.status === 'accepted') && <p className="mt-4 rounded-lg bg-stone-100 p-3 text-base text-stone-800">{T.notEditable}</p>;
}

function ApplicationView({ application: a, impersonating }: { application: LoanApplicationDetail; impersonating: boolean }) {
  const cancel = useCancelApplication();
  const [editing, setEditing] = useState(false);
  return (
    <div className="max-w-2xl space-y-6">
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <span className="text-lg font-bold text-primary">{a.product_name}</span>
          <ApplicationStatus status={a.status} />
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
          <Fact label={APPLICATION_TEXT.applicationNo}>{a.application_no}</Fact>
          <Fact label={T.amount}>{APPLICATION_TEXT.amountLine(formatMoney(a.amount), formatNumber(a.installments, 0))}</Fact>
          {a.offer && a.status !== 'offer_pending' && <Fact label={T.approvedTerms}>{APPLICATION_TEXT.amountLine(formatMoney(a.offer.amount), formatNumber(a.offer.installments, 0))}</Fact>}
          <Fact label={T.purpose} valueClass="font-medium break-words">{a.purpose}</Fact>
          <Fact label={T.payout} valueClass="font-medium break-words">
            {a.payout.kind === 'deposit' ? T.depositPayout(a.payout.account_no) : T.bankPayout(a.payout.bank_name ?? '', a.payout.account_no, a.payout.account_name ?? '')}
          </Fact>
        </dl>
        {!editing && <EditAction application={a} onEdit={() => setEditing(true)} />}
      </div>
      {editing && a.editable && (
        <Suspense>
          <EditForm application={a} impersonating={impersonating} onDone={() => setEditing(false)} />
        </Suspense>
      )}
      <Suspense>
        {a.status === 'offer_pending' && a.offer && <OfferAnswer application={a} />}
        {a.status === 'documents_requested' && <RequestedDocument application={a} />}
      </Suspense>
      <TitledSection title={T.timeline}>
        <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          <Timeline steps={a.timeline} />
        </div>
      </TitledSection>
      {a.resendable && (
        <Suspense>
          <ResendForm applicationNo={a.application_no} />
        </Suspense>
      )}
      {a.guarantors.length > 0 && (
        <TitledSection title={T.guarantors}>
          <ul className="space-y-3">
            {a.guarantors.map((g) => (
              <li key={g.membership_no} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="text-base font-semibold text-stone-900">
                  {g.name} ({g.membership_no}): {APPLICATION_TEXT.answer[g.status]}
                </p>
                <p className="text-base text-stone-700">{T.guarantorShare(formatMoney(g.amount))}</p>
                {g.status === 'declined' && a.status === 'awaiting_guarantors' && <NameAnother application={a} replaces={g.membership_no} />}
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      <TitledSection title={T.documents}>
        <ul className="space-y-3">
          {a.documents.map((d) => (
            <li key={d.kind} className="rounded-2xl bg-white p-4 shadow-sm">
              <p className="mb-2 text-base font-semibold text-stone-900 break-words">
                {APPLICATION_TEXT.documentKinds[d.kind]}: {d.original_name}
              </p>
              <DownloadButton label={T.openDocument} document={APPLICATION_TEXT.documentKinds[d.kind]} download={() => downloadDocument({ application_no: a.application_no, kind: d.kind })} variant="secondary" />
            </li>
          ))}
        </ul>
      </TitledSection>
      {a.cancellable && (
        <ConfirmButton question={T.cancelConfirm} onConfirm={() => cancel.mutate({ application_no: a.application_no })} className={`${secondaryButtonClass} w-full sm:w-auto`} disabled={cancel.isPending}>
          {T.cancel}
        </ConfirmButton>
      )}
    </div>
  );
}

/** /member/loan-applications/:applicationNo: where the application stands, its timeline, guarantors and documents. */
export function ApplicationPage({ applicationNo, impersonating }: { applicationNo: string; impersonating: boolean }) {
  const query = useQuery(loanApplicationQuery(applicationNo));
  return (
    <DataPage text={T} subtitle={applicationNo} query={query} notFound={{ backTo: '/member/loan-applications', backLabel: T.back }}>
      {({ application }) => <ApplicationView application={application} impersonating={impersonating} />}
    </DataPage>
  );
}
