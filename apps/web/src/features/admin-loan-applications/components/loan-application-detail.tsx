import type { AdminLoanApplication, LoanVerdict } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { linkClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Card, Fact } from '@/components/ui/detail-list';
import { DownloadButton } from '@/components/ui/download-button';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryView } from '@/components/ui/query-view';
import { SubmitButton } from '@/components/ui/submit-button';
import { readAmount } from '@/lib/read-amount';
import { useApprove, useReject, useRequestDocuments } from '../api/loan-changes';
import { downloadApplicationDocument } from '../api/loan-downloads';
import { adminLoanApplicationQuery } from '../api/loan-queries';
import { ADMIN_LOAN_TEXT as T } from '../messages';
import { LoanStatusPill } from './loan-status-pill';

const when = (iso: string) => formatThaiDate(iso, 'short', { withTime: true });
const CHECK_TONE = { pass: 'text-green-800', fail: 'text-danger', note: 'text-stone-700' } as const;

/** The rules' verdict: the largest amount, the installment, each check with what the member's figures show. */
function Verdict({ title, verdict }: { title: string; verdict: LoanVerdict }) {
  return (
    <div className="min-w-0 space-y-2">
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      <p className={`text-base font-semibold ${verdict.may_apply ? 'text-green-800' : 'text-danger'}`}>
        {verdict.may_apply ? T.mayApply : T.mayNotApply} · {T.largest(formatMoney(verdict.largest_amount))} · {T.installment(formatMoney(verdict.installment))}
      </p>
      <ul className="space-y-2">
        {verdict.checks.map((c, i) => (
          <li key={i} className="rounded-lg border border-stone-200 p-2 text-base">
            <p className={`font-semibold ${CHECK_TONE[c.status]}`}>
              {T.check[c.status]}: {c.rule}
            </p>
            <p className="text-stone-800">{c.finding}</p>
            {c.fix && <p className="text-stone-700">{c.fix}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ApproveDraft {
  amount: string;
  installments: string;
  note: string;
}

/** Approve as asked, or for less (fewer baht or installments), which the member then accepts. */
function ApproveForm({ application: a }: { application: AdminLoanApplication }) {
  const approve = useApprove();
  const { register, handleSubmit, formState } = useForm<ApproveDraft>({ defaultValues: { amount: String(a.amount), installments: String(a.installments), note: '' }, reValidateMode: 'onSubmit' });
  const submit = handleSubmit((d) =>
    approve.mutate({ application_no: a.application_no, amount: readAmount(d.amount)!, installments: Number(d.installments), ...(d.note.trim() ? { note: d.note.trim() } : {}) }),
  );
  const amountOk = (text: string) => {
    const typed = readAmount(text);
    return (typed !== undefined && Number(typed) <= a.amount) || T.amountProblem(formatMoney(a.amount));
  };
  const installmentsOk = (text: string) => (/^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= a.installments) || T.installmentsProblem(formatNumber(a.installments, 0));
  return (
    <form onSubmit={submit} noValidate aria-labelledby="approve-title" className="space-y-3 rounded-xl border border-stone-200 p-3 sm:p-4">
      <h3 id="approve-title" className="text-lg font-semibold text-stone-900">
        {T.approveTitle}
      </h3>
      <p className="text-base text-stone-700">{T.approveHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="approve-amount" label={T.approvedAmount} error={formState.errors.amount?.message}>
          {(a11y) => <input {...a11y} inputMode="decimal" maxLength={20} className={`${inputClass} tabular-nums`} {...register('amount', { validate: amountOk })} />}
        </FormField>
        <FormField id="approve-installments" label={T.approvedInstallments} error={formState.errors.installments?.message}>
          {(a11y) => <input {...a11y} inputMode="numeric" maxLength={3} className={`${inputClass} tabular-nums`} {...register('installments', { validate: installmentsOk })} />}
        </FormField>
      </div>
      <FormField id="approve-note" label={T.approveNote}>
        {(a11y) => <input {...a11y} maxLength={500} className={inputClass} {...register('note')} />}
      </FormField>
      <SubmitButton pending={approve.isPending} label={T.approve} pendingLabel={T.sending} fit />
    </form>
  );
}

/** A note the member reads, then the action: asking a document, or rejecting (asked again first). */
function NoteForm({ application: a, kind }: { application: AdminLoanApplication; kind: 'request' | 'reject' }) {
  const request = useRequestDocuments();
  const reject = useReject();
  const change = kind === 'request' ? request : reject;
  const { register, handleSubmit, formState, getValues, trigger } = useForm<{ note: string }>({ defaultValues: { note: '' }, reValidateMode: 'onSubmit' });
  const id = `${kind}-note`;
  const note = register('note', { validate: (text) => text.trim() !== '' || T.noteProblem });
  const send = () => change.mutate({ application_no: a.application_no, note: getValues('note').trim() });
  return (
    <form onSubmit={handleSubmit(send)} noValidate aria-labelledby={`${kind}-title`} className="space-y-3 rounded-xl border border-stone-200 p-3 sm:p-4">
      <h3 id={`${kind}-title`} className="text-lg font-semibold text-stone-900">
        {kind === 'request' ? T.requestTitle : T.rejectTitle}
      </h3>
      <FormField id={id} label={kind === 'request' ? T.requestNote : T.rejectNote} error={formState.errors.note?.message}>
        {(a11y) => <textarea {...a11y} rows={3} maxLength={500} className={inputClass} {...note} />}
      </FormField>
      {kind === 'request' ? (
        <SubmitButton pending={change.isPending} label={T.request} pendingLabel={T.sending} fit />
      ) : (
        // the reason is checked before the question is asked
        <RejectButton disabled={change.isPending} check={() => trigger('note')} onConfirm={send} />
      )}
    </form>
  );
}

function RejectButton({ disabled, check, onConfirm }: { disabled: boolean; check: () => Promise<boolean>; onConfirm: () => void }) {
  return (
    <ConfirmButton question={T.rejectConfirm} onConfirm={() => void check().then((ok) => ok && onConfirm())} className={secondaryButtonClass} disabled={disabled}>
      {T.reject}
    </ConfirmButton>
  );
}

function ApplicationView({ application: a }: { application: AdminLoanApplication }) {
  const decidable = a.actions.approve || a.actions.request_documents || a.actions.reject;
  return (
    <div className="space-y-6">
      <div>
        <Link to="/admin/loan-applications" className={linkClass}>
          {T.back}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <PageHeading>{T.applicationTitle(a.application_no)}</PageHeading>
          <div className="mb-4">
            <LoanStatusPill status={a.status} large />
          </div>
        </div>
        <dl className="grid gap-x-4 gap-y-1 rounded-2xl bg-white p-4 text-base shadow-sm sm:grid-cols-[auto_1fr] sm:p-6">
          <Fact label={T.member}>
            {a.membership_no} {a.member_name}
          </Fact>
          <Fact label={T.group} valueClass="font-medium break-words">{a.member_group}</Fact>
          <Fact label={T.salary}>{formatMoney(a.salary)} บาท</Fact>
          <Fact label={T.product}>{`${a.product_name} (${a.loan_type_code})`}</Fact>
          <Fact label={T.asked}>{T.amountLine(formatMoney(a.amount), formatNumber(a.installments, 0))}</Fact>
          <Fact label={T.purpose} valueClass="font-medium break-words">{a.purpose}</Fact>
          <Fact label={T.payout} valueClass="font-medium break-words">
            {a.payout.kind === 'deposit' ? T.depositPayout(a.payout.account_no) : T.bankPayout(a.payout.bank_name ?? '', a.payout.account_no, a.payout.account_name ?? '')}
          </Fact>
          <Fact label={T.submittedAt}>{when(a.submitted_at)}</Fact>
          <Fact label={T.roundOf}>{a.round ? T.roundLine(a.round.name, formatThaiDate(a.round.cutoff_date), formatThaiDate(a.round.committee_date)) : T.noRound}</Fact>
          {a.approved_amount !== null && a.approved_installments !== null && (
            <Fact label={T.approvedTerms}>{T.amountLine(formatMoney(a.approved_amount), formatNumber(a.approved_installments, 0))}</Fact>
          )}
          {a.decided_by && a.decided_at && <Fact label={T.decidedBy}>{`${a.decided_by} · ${when(a.decided_at)}`}</Fact>}
          {a.paid_out_contract_no && <Fact label={T.contract}>{a.paid_out_contract_no}</Fact>}
        </dl>
      </div>
      <Card title={T.decide} titleId="decide-title">
        {decidable ? (
          <div className="grid gap-4 lg:grid-cols-3">
            {a.actions.approve && <ApproveForm application={a} />}
            {a.actions.request_documents && <NoteForm application={a} kind="request" />}
            {a.actions.reject && <NoteForm application={a} kind="reject" />}
          </div>
        ) : (
          <p className="text-base text-stone-700">{T.notDecidable}</p>
        )}
      </Card>
      <Card title={T.rules} titleId="rules-title">
        <div className="grid gap-6 lg:grid-cols-2">
          <Verdict title={T.atSubmission(formatThaiDate(a.at_submission.judged_on))} verdict={a.at_submission} />
          {a.now ? <Verdict title={T.now(formatThaiDate(a.now.judged_on))} verdict={a.now} /> : <p className="text-base text-danger">{T.noFacts}</p>}
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={T.documents} titleId="documents-title">
          <ul className="space-y-3">
            {a.documents.map((d) => (
              <li key={d.kind} className="space-y-2">
                <p className="text-base font-semibold break-words text-stone-900">
                  {T.documentKinds[d.kind]}: {d.original_name} ({when(d.uploaded_at)})
                </p>
                <DownloadButton label={T.openDocument} document={`${T.documentKinds[d.kind]} ${a.application_no}`} download={() => downloadApplicationDocument(a.application_no, d.kind)} variant="secondary" />
              </li>
            ))}
          </ul>
        </Card>
        <Card title={T.guarantors} titleId="guarantors-title">
          {a.guarantors.length === 0 ? (
            <p className="text-base text-stone-700">{T.noGuarantors}</p>
          ) : (
            <ul className="space-y-2">
              {a.guarantors.map((g) => (
                <li key={`${g.membership_no}-${g.status}`} className="text-base">
                  <p className="font-semibold text-stone-900">
                    {g.membership_no} {g.name}: {T.answers[g.status]}
                    {g.answered_at && ` (${when(g.answered_at)})`}
                  </p>
                  <p className="text-stone-700">{T.guarantorLine(formatMoney(g.amount))}</p>
                  {g.note && <p className="text-stone-800">{g.note}</p>}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      {a.certificate.length > 0 && (
        <Card title={T.certificate} titleId="certificate-title">
          <ul className="space-y-2">
            {a.certificate.map((c, i) => (
              <li key={i} className="text-base">
                <p className="font-semibold text-stone-900">
                  {T.steps[c.kind]} {T.by(c.actor)} · {when(c.at)}
                </p>
                {c.note && <p className="text-stone-800">{c.note}</p>}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card title={T.timeline} titleId="timeline-title">
        <ol className="space-y-3">
          {a.timeline.map((e, i) => (
            <li key={i} className="border-l-4 border-primary/40 pl-3 text-base">
              <p className="font-semibold text-stone-900">
                {T.steps[e.kind]}
                {e.who && `: ${e.who}`} {T.by(e.actor)}
              </p>
              <p className="text-stone-700">{when(e.at)}</p>
              {e.note && <p className="break-words text-stone-800">{e.note}</p>}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** /admin/loan-applications/:applicationNo: everything staff read before deciding, and the decision. */
export function LoanApplicationDetail({ applicationNo }: { applicationNo: string }) {
  const query = useQuery(adminLoanApplicationQuery(applicationNo));
  return (
    <QueryView query={query} loadingLabel={T.applicationLoading} failedTitle={T.applicationFailed}>
      {({ application }) => <ApplicationView application={application} />}
    </QueryView>
  );
}
