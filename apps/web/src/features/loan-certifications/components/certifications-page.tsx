import type { PendingCertification } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate, subtractBaht, sumBaht, thaiMonthYear } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { DataPage } from '@/components/ui/data-page';
import { Fact } from '@/components/ui/detail-list';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { Money } from '@/components/ui/money';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiRequestError } from '@/lib/http/api-request';
import { readAmount } from '@/lib/read-amount';
import { useCertifySalary, useReturnForCorrection } from '../api/certification-actions';
import { pendingCertificationsQuery } from '../api/get-pending-certifications';
import { CERTIFICATION_TEXT as T } from '../messages';

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.serverMessage || error.message : undefined);
/** Zero is a deduction total too; readAmount takes only amounts above it. */
const readTotal = (text: string) => (text.replace(/[,\s]/g, '').match(/^0+(\.0{1,2})?$/) ? '0' : readAmount(text));

/** The salary judged, the month's deductions line by line (those the new loan ends marked), and what is left. */
function SalaryFigures({ a }: { a: PendingCertification }) {
  return (
    <div className="space-y-2">
      <h3 className="text-base font-bold text-stone-900">{T.salaryTitle}</h3>
      <table className="w-full text-base">
        <caption className="pb-1 text-left text-stone-700">{a.deduction_month ? T.deductionsOf(thaiMonthYear(a.deduction_month.year, a.deduction_month.month)) : T.noBilledMonth}</caption>
        <tbody className="divide-y divide-stone-200">
          <tr>
            <th scope="row" className="py-1 text-left font-semibold">{T.salary}</th>
            <td className="py-1 text-right font-semibold"><Money value={a.salary} /></td>
          </tr>
          {a.deductions.map((d, i) => (
            <tr key={i}>
              <th scope="row" className="py-1 pl-3 text-left font-normal">
                {d.name}
                {d.description && <span className="block text-stone-600 sm:inline sm:pl-2">{d.description}</span>}
                {d.paid_off && <span className="block text-sm font-semibold text-success sm:inline sm:pl-2">({T.paidOff})</span>}
              </th>
              <td className={`py-1 text-right ${d.paid_off ? 'text-stone-500 line-through' : ''}`}><Money value={d.amount} /></td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1 text-left font-normal">{T.deductionsTotal}</th>
            <td className="py-1 text-right"><Money value={a.deductions_total} /></td>
          </tr>
          {a.other_deductions !== a.deductions_total && (
            <tr>
              <th scope="row" className="py-1 text-left font-normal">{T.otherDeductions}</th>
              <td className="py-1 text-right"><Money value={a.other_deductions} /></td>
            </tr>
          )}
          <tr>
            <th scope="row" className="py-1 text-left font-normal">{T.installment}</th>
            <td className="py-1 text-right"><Money value={a.installment} /></td>
          </tr>
          <tr>
            <th scope="row" className="py-1 text-left font-bold">{T.salaryLeft}</th>
            <td className={`py-1 text-right font-bold ${a.salary_left >= a.salary_left_floor ? 'text-success' : 'text-danger'}`}><Money value={a.salary_left} /></td>
          </tr>
        </tbody>
      </table>
      <p className="text-base text-stone-700">{T.floor(formatMoney(a.salary_left_floor))}</p>
    </div>
  );
}

/** Salary left with the figures typed: the deductions the new loan ends stay out of a total the clerk types. */
function leftWith(a: PendingCertification, salary: string | undefined, total: string | undefined): number | undefined {
  if (salary === undefined) return undefined;
  const endedByLoan = subtractBaht(a.deductions_total, a.other_deductions);
  const staying = total === undefined ? a.other_deductions : subtractBaht(Number(total), endedByLoan);
  return subtractBaht(Number(salary), sumBaht([staying, a.installment]));
}

/** Certify with the salary confirmed (and the unit's deduction total where it differs), or return with a note. */
function CertifyForm({ a }: { a: PendingCertification }) {
  const certify = useCertifySalary();
  const giveBack = useReturnForCorrection();
  const [salary, setSalary] = useState(String(a.salary));
  const [total, setTotal] = useState('');
  const [note, setNote] = useState('');
  const [returning, setReturning] = useState(false);
  const [problems, setProblems] = useState<{ salary?: string; total?: string; note?: string }>({});
  const [refusal, setRefusal] = useState<string>();
  const id = (field: string) => `certify-${a.application_no}-${field}`;
  const typedSalary = readAmount(salary);
  const typedTotal = total.trim() === '' ? undefined : readTotal(total);
  const left = leftWith(a, typedSalary, typedTotal);
  const busy = certify.isPending || giveBack.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const found = { salary: typedSalary ? undefined : T.salaryProblem, total: total.trim() === '' || typedTotal ? undefined : T.deductionsProblem };
    setProblems(found);
    if (found.salary || found.total) {
      document.getElementById(id(found.salary ? 'salary' : 'total'))?.focus();
      return;
    }
    certify.mutate({ application_no: a.application_no, salary: typedSalary!, ...(typedTotal ? { deductions: typedTotal } : {}) }, { onError: (e) => setRefusal(messageOf(e)) });
  };
  const sendBack = () => {
    setRefusal(undefined);
    if (note.trim() === '') {
      setProblems({ note: T.noteProblem });
      document.getElementById(id('note'))?.focus();
      return;
    }
    giveBack.mutate({ application_no: a.application_no, note: note.trim() }, { onError: (e) => setRefusal(messageOf(e)) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 border-t border-stone-200 pt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('salary')} label={T.certifiedSalary} help={T.certifiedSalaryHelp} error={problems.salary}>
          {(a11y) => <input {...a11y} inputMode="decimal" autoComplete="off" value={salary} onChange={(e) => setSalary(e.target.value)} className={inputClass} />}
        </FormField>
        <FormField id={id('total')} label={T.certifiedDeductions} help={T.certifiedDeductionsHelp} error={problems.total}>
          {(a11y) => <input {...a11y} inputMode="decimal" autoComplete="off" value={total} onChange={(e) => setTotal(e.target.value)} className={inputClass} />}
        </FormField>
      </div>
      {left !== undefined && (
        <p role="status" className={`text-base font-semibold ${left >= a.salary_left_floor ? 'text-success' : 'text-danger'}`}>
          {T.leftWithFigures(formatMoney(left))}
        </p>
      )}
      {returning && (
        <FormField id={id('note')} label={T.note} error={problems.note}>
          {(a11y) => <textarea {...a11y} rows={3} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />}
        </FormField>
      )}
      <FormRefusal message={refusal} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {returning ? (
          <>
            <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} disabled={busy} onClick={sendBack}>
              {T.confirmGiveBack}
            </button>
            <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} disabled={busy} onClick={() => setReturning(false)}>
              {T.keep}
            </button>
          </>
        ) : (
          <>
            <SubmitButton pending={certify.isPending} label={T.certify} pendingLabel={T.certifying} fit />
            <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} disabled={busy} onClick={() => setReturning(true)}>
              {T.giveBack}
            </button>
          </>
        )}
      </div>
    </form>
  );
}

function CertificationCard({ a }: { a: PendingCertification }) {
  const titleId = `certification-${a.application_no}`;
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6" data-testid="pending-certification">
      <h2 id={titleId} className="text-lg font-bold text-primary sm:text-xl">
        {a.applicant_name} ({a.membership_no})
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
        <Fact label={T.loan} valueClass="font-semibold break-words">{T.loanLine(a.product_name, formatMoney(a.amount), formatNumber(a.installments, 0))}</Fact>
        <Fact label={T.applicationNo}>{a.application_no}</Fact>
        <Fact label={T.submittedAt} valueClass="font-medium">{formatThaiDate(a.submitted_at, 'short')}</Fact>
      </dl>
      {a.resent && (
        <div role="note" className="rounded-xl bg-stone-100 p-3 text-base text-stone-800">
          <p className="font-semibold">{T.resent(formatThaiDate(a.resent.at, 'short', { withTime: true }))}</p>
          {a.resent.note && <p className="break-words">{T.resentNote(a.resent.note)}</p>}
        </div>
      )}
      <SalaryFigures a={a} />
      <CertifyForm a={a} />
    </section>
  );
}

/** /membergroup/loan-certifications: the group's members' loan applications waiting for the clerk's certificate. */
export function CertificationsPage() {
  const query = useQuery(pendingCertificationsQuery());
  return (
    <DataPage text={T} query={query} isEmpty={(data) => data.applications.length === 0}>
      {(data) => (
        <div className="max-w-3xl space-y-4">
          <p className="text-base text-stone-700">{T.intro}</p>
          {data.applications.map((a) => (
            <CertificationCard key={a.application_no} a={a} />
          ))}
        </div>
      )}
    </DataPage>
  );
}
