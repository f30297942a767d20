import type { CalculatorLoanType } from '@coop/contract';
import { addMonths, formatMoney, formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { inputClass } from '@/components/ui/input-classes';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { calculatorSettingsQuery } from '../api/get-calculator-settings';
import { type LoanField, type LoanMethod, type LoanSchedule as Schedule, loanSchedule, readLoanForm } from '../lib/calculators';
import { CALC_TEXT } from '../messages';
import { CalculatorPage } from './calculator-page';
import { CalculatorProblems } from './calculator-problems';
import { LoanSchedule } from './loan-schedule';
import { MoneyField, NumberField } from './number-field';
import { useCalculated } from './use-calculated';

const t = CALC_TEXT.loan;
const e = CALC_TEXT.errors;
const CUSTOM = 'custom';
const FIELD_IDS = [
  ['amount', 'loan-amount'],
  ['rate', 'loan-rate'],
  ['installments', 'loan-installments'],
  ['date', 'loan-date'],
] as const;
const WORDS = {
  labels: { amount: t.amount, rate: t.rate, installments: t.installments },
  empty: e.empty,
  number: e.number,
  positive: e.positive,
  rate: e.rate,
  installments: e.installments,
  overAmount: (max: number) => e.overAmount(formatMoney(max, 0)),
  date: e.date,
};

/** Today, then the same day next month, as the likely first payment date ('YYYY-MM-DD', Thai time). */
function nextMonthDate(): string {
  const thaiNow = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  return addMonths(thaiNow, 1);
}

const typeLimits = (type: CalculatorLoanType) =>
  t.typeLimits(formatNumber(type.annual_rate), formatNumber(type.max_installments, 0), type.max_amount === null ? undefined : formatMoney(type.max_amount, 0));

/**
 * /loancal: the cooperative's loan types prefill the rate, the longest term and the method; amount, rate,
 * installments and first payment date give the schedule by either method.
 */
export function LoanCalculator() {
  const settings = useQuery(calculatorSettingsQuery());
  const types = settings.data?.loan_types ?? [];
  const [picked, setPicked] = useState<string>();
  const [values, setValues] = useState<Record<LoanField, string>>({ amount: '', rate: '', installments: '', date: nextMonthDate() });
  const [method, setMethod] = useState<LoanMethod>('equal-installment');
  const { problems, result, heading, refuse, show, refused } = useCalculated<LoanField, Schedule>(FIELD_IDS);
  const set = (field: LoanField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const thisYear = Number(nextMonthDate().slice(0, 4));

  const choose = (key: string) => {
    setPicked(key);
    const type = types[Number(key)];
    if (!type) return;
    setValues((v) => ({ ...v, rate: formatNumber(type.annual_rate), installments: String(type.max_installments) }));
    setMethod(type.method);
  };
  // the first of the cooperative's types is picked once they arrive, so a visitor only types the amount
  if (picked === undefined && types.length > 0) choose('0');
  const type = picked === undefined || picked === CUSTOM ? undefined : types[Number(picked)];
  // The loan types are the form's first field: drawn before they arrive, the form was pushed down under a phone
  // reader's thumb when they did (a layout shift of 0.256). It waits for them; a failure draws it without them.
  if (settings.isPending) {
    return (
      <CalculatorPage title={t.title} intro={t.intro}>
        <LoadingState label={t.loadingTypes} />
      </CalculatorPage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limits = { maxInstallments: type?.max_installments ?? 600, ...(type?.max_amount ? { maxAmount: Number(type.max_amount) } : {}) };
    const read = readLoanForm(values, limits, WORDS);
    if ('problems' in read) refuse(read.problems);
    else show(loanSchedule({ ...read.input, method }));
  };

  return (
    <CalculatorPage title={t.title} intro={t.intro}>
      <form noValidate onSubmit={submit} className="no-print grid gap-5 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8">
        <CalculatorProblems shown={refused} />
        {types.length > 0 && (
          <div className="sm:col-span-2">
            <FormField id="loan-type" label={t.loanType} {...(type ? { help: typeLimits(type) } : {})}>
              {(a11y) => (
                <select {...a11y} value={picked ?? CUSTOM} onChange={(event) => choose(event.target.value)} className={inputClass}>
                  {types.map((option, index) => (
                    <option key={option.name} value={String(index)}>
                      {option.name}
                    </option>
                  ))}
                  <option value={CUSTOM}>{t.customType}</option>
                </select>
              )}
            </FormField>
          </div>
        )}
        <MoneyField id="loan-amount" label={t.amount} value={values.amount} onChange={set('amount')} error={problems.amount} />
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
      {result && <LoanSchedule schedule={result} heading={heading} />}
      <p className="sr-only" aria-live="polite">
        {result ? `${t.totalPayment} ${formatMoney(result.totalPayment)} ${CALC_TEXT.baht}` : ''}
      </p>
    </CalculatorPage>
  );
}
