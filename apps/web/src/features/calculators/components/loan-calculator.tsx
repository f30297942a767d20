import { formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { type LoanMethod, type LoanSchedule, addMonths, loanSchedule, parseThaiNumber } from '../lib/calculators';
import { CALC_TEXT } from '../messages';
import { CalculatorPage } from './calculator-page';
import { NumberField } from './number-field';

const t = CALC_TEXT.loan;
type Field = 'amount' | 'rate' | 'installments' | 'date';

/** Today, then the same day next month, as the likely first payment date ('YYYY-MM-DD', Thai time). */
function nextMonthDate(): string {
  const thaiNow = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  return addMonths(thaiNow, 1);
}

function Schedule({ schedule }: { schedule: LoanSchedule }) {
  const th = 'px-3 py-2 text-right font-semibold whitespace-nowrap';
  const td = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap';
  return (
    <section aria-labelledby="loan-schedule" className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6 print:p-0 print:shadow-none">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="loan-schedule" className="text-xl font-bold text-primary">
          {t.schedule}
        </h2>
        <button type="button" onClick={() => window.print()} className={`${secondaryButtonClass} no-print`}>
          {t.print}
        </button>
      </div>
      <dl className="mb-4 grid gap-3 sm:grid-cols-3" data-testid="loan-summary">
        {schedule.installment !== undefined && (
          <div>
            <dt className="text-stone-600">{t.perInstallment}</dt>
            <dd className="text-xl font-bold">{formatMoney(schedule.installment)} {CALC_TEXT.baht}</dd>
          </div>
        )}
        <div>
          <dt className="text-stone-600">{t.totalInterest}</dt>
          <dd className="text-xl font-bold">{formatMoney(schedule.totalInterest)} {CALC_TEXT.baht}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t.totalPayment}</dt>
          <dd className="text-xl font-bold">{formatMoney(schedule.totalPayment)} {CALC_TEXT.baht}</dd>
        </div>
      </dl>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="loan-schedule">
        <table className="w-full border-collapse text-base">
          <thead className="bg-primary-light text-primary-dark">
            <tr>
              <th scope="col" className={th}>{t.no}</th>
              <th scope="col" className={`${th} text-left`}>{t.date}</th>
              <th scope="col" className={th}>{t.days}</th>
              <th scope="col" className={th}>{t.principal}</th>
              <th scope="col" className={th}>{t.interest}</th>
              <th scope="col" className={th}>{t.payment}</th>
              <th scope="col" className={th}>{t.balance}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.rows.map((r) => (
              <tr key={r.no} className="border-b border-stone-200 even:bg-stone-50">
                <td className={td}>{r.no}</td>
                <td className={`${td} text-left`}>{formatThaiDate(r.date, 'short')}</td>
                <td className={td}>{r.days}</td>
                <td className={td}>{formatMoney(r.principal)}</td>
                <td className={td}>{formatMoney(r.interest)}</td>
                <td className={td}>{formatMoney(r.payment)}</td>
                <td className={td}>{formatMoney(r.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-bold">
            <tr className="border-t-2 border-stone-800">
              <th scope="row" colSpan={3} className={`${th} text-left`}>{t.total}</th>
              <td className={td}>{formatMoney(schedule.totalPrincipal)}</td>
              <td className={td}>{formatMoney(schedule.totalInterest)}</td>
              <td className={td}>{formatMoney(schedule.totalPayment)}</td>
              <td className={td} />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-4 text-sm text-stone-600">{t.disclaimer}</p>
    </section>
  );
}

/** /loancal: amount, annual rate, installments and first payment date give the schedule by either method. */
export function LoanCalculator() {
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', rate: '', installments: '', date: nextMonthDate() });
  const [method, setMethod] = useState<LoanMethod>('equal-installment');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [schedule, setSchedule] = useState<LoanSchedule>();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const thisYear = Number(nextMonthDate().slice(0, 4));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const e = CALC_TEXT.errors;
    const amount = parseThaiNumber(values.amount);
    const rate = parseThaiNumber(values.rate);
    const installments = parseThaiNumber(values.installments);
    const found: Partial<Record<Field, string>> = {
      amount: amount === undefined ? e.number(t.amount) : amount <= 0 ? e.positive(t.amount) : undefined,
      rate: rate === undefined ? e.number(t.rate) : rate > 100 ? e.rate : undefined,
      installments: installments === undefined || !Number.isInteger(installments) || installments < 1 || installments > 600 ? e.installments : undefined,
      date: values.date === '' ? e.date : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean) || amount === undefined || rate === undefined || installments === undefined) {
      setSchedule(undefined);
      return;
    }
    setSchedule(loanSchedule({ amount, annualRate: rate, installments, firstPaymentDate: values.date, method }));
  };

  return (
    <CalculatorPage title={t.title} intro={t.intro}>
      <form noValidate onSubmit={submit} className="no-print grid gap-5 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8">
        <NumberField id="loan-amount" label={t.amount} value={values.amount} onChange={set('amount')} error={problems.amount} />
        <NumberField id="loan-rate" label={t.rate} value={values.rate} onChange={set('rate')} error={problems.rate} />
        <NumberField id="loan-installments" label={t.installments} value={values.installments} onChange={set('installments')} error={problems.installments} />
        {/* day, Thai month and Buddhist year: the browser's own date field shows a Gregorian year, month first */}
        <ThaiDateField id="loan-date" label={t.firstDate} value={values.date} onChange={set('date')} minYear={thisYear - 1} maxYear={thisYear + 5} error={problems.date} />
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-base font-semibold text-stone-800">{t.method}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['equal-installment', 'equal-principal'] as const).map((m) => (
              <label key={m} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-stone-300 px-4 py-2 text-base has-checked:border-primary has-checked:bg-primary-light">
                <input type="radio" name="loan-method" value={m} checked={method === m} onChange={() => setMethod(m)} className="size-5 accent-primary" />
                {m === 'equal-installment' ? t.equalInstallment : t.equalPrincipal}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={`${primaryButtonClass} sm:col-span-2 sm:justify-self-start`}>
          {t.calculate}
        </button>
      </form>
      {schedule && <Schedule schedule={schedule} />}
      <p className="sr-only" aria-live="polite">
        {schedule ? `${t.totalPayment} ${formatNumber(schedule.totalPayment)} ${CALC_TEXT.baht}` : ''}
      </p>
    </CalculatorPage>
  );
}
