import type { GuaranteeRequest } from '@coop/contract';
import { formatMoney, formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { DataPage } from '@/components/ui/data-page';
import { Fact } from '@/components/ui/detail-list';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiRequestError } from '@/lib/http/api-request';
import { useAnswerGuarantee } from '../api/answer-guarantee';
import { guaranteeRequestQuery } from '../api/get-guarantee-request';
import { CONSENT_TEXT as T } from '../consent-messages';
import { APPLICATION_TEXT } from '../messages';

/** The answer, signed with the guarantor's password: accept (the form's submit) or decline. */
function AnswerForm({ request }: { request: GuaranteeRequest }) {
  const answer = useAnswerGuarantee();
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const send = (accept: boolean) => {
    setRefusal(undefined);
    if (password === '') {
      setProblem(T.passwordProblem);
      document.getElementById('guarantee-password')?.focus();
      return;
    }
    setProblem(undefined);
    answer.mutate(
      { application_no: request.application_no, accept, password, ...(note.trim() ? { note: note.trim() } : {}) },
      { onError: (error) => setRefusal(error instanceof ApiRequestError ? error.serverMessage || error.message : undefined) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(true);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <FormField id="guarantee-note" label={T.note}>
        {(a11y) => <input {...a11y} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />}
      </FormField>
      <FormField id="guarantee-password" label={T.password} error={problem}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </FormField>
      <FormRefusal message={refusal} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pending={answer.isPending} label={T.accept} pendingLabel={T.sending} fit />
        <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} disabled={answer.isPending} onClick={() => send(false)}>
          {T.decline}
        </button>
      </div>
    </form>
  );
}

function RequestView({ request: r }: { request: GuaranteeRequest }) {
  const e = r.exposure;
  return (
    <div className="max-w-2xl space-y-6">
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <dl className="grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
          <Fact label={T.applicant}>
            {r.applicant_name} ({r.applicant_no})
          </Fact>
          <Fact label={T.loan} valueClass="font-medium">{T.loanLine(r.product_name, formatMoney(r.amount), formatNumber(r.installments, 0))}</Fact>
          <Fact label={APPLICATION_TEXT.applicationNo}>{r.application_no}</Fact>
          <Fact label={T.myShare}>{formatMoney(r.my_amount)} บาท</Fact>
        </dl>
      </div>
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 className="mb-2 text-lg font-bold text-stone-900">{T.exposure}</h2>
        <p className="text-base text-stone-800">{T.loansNowAfter(formatNumber(e.loans_now, 0), formatNumber(e.loans_after, 0), e.max_loans === null ? null : formatNumber(e.max_loans, 0))}</p>
        <p className="text-base text-stone-800">{T.totalNowAfter(formatMoney(e.total_now), formatMoney(e.total_after), e.total_limit === null ? null : formatMoney(e.total_limit))}</p>
        {e.text && <p className={`mt-2 text-base font-semibold ${e.can_guarantee ? 'text-success' : 'text-danger'}`}>{e.text}</p>}
      </div>
      {r.answerable ? (
        <AnswerForm request={r} />
      ) : (
        <p role="status" className="rounded-2xl bg-white p-4 text-base font-semibold shadow-sm">
          {r.status === 'pending' ? T.closed : T.answered(APPLICATION_TEXT.answer[r.status])}
        </p>
      )}
    </div>
  );
}

/** /member/loan-guarantees/:applicationNo: a guarantor reads the request and their own exposure, and answers. */
export function GuaranteePage({ applicationNo }: { applicationNo: string }) {
  const query = useQuery(guaranteeRequestQuery(applicationNo));
  return (
    <DataPage text={T} subtitle={applicationNo} query={query} notFound={{ backTo: '/member/loan-applications', backLabel: T.back }}>
      {({ request }) => <RequestView request={request} />}
    </DataPage>
  );
}
