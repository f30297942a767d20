import { formatMoney, formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { calculatorSettingsQuery } from '../api/get-calculator-settings';
import { DIVIDEND_FIELDS, type DividendField, type DividendResult, dividendAndRefund, readDividendForm } from '../lib/calculators';
import { CALC_TEXT } from '../messages';
import { CalculatorPage } from './calculator-page';
import { CalculatorProblems } from './calculator-problems';
import { MoneyField, NumberField } from './number-field';
import { useCalculated } from './use-calculated';

const t = CALC_TEXT.dividend;
const FIELD_IDS = DIVIDEND_FIELDS.map((f) => [f, `div-${f}`] as const);
const RATES = new Set<DividendField>(['dividendRate', 'refundRate']);
const WORDS = { labels: t, empty: CALC_TEXT.errors.empty, number: CALC_TEXT.errors.number, rate: CALC_TEXT.errors.rate };
const EMPTY: Record<DividendField, string> = { opening: '', monthly: '', dividendRate: '', interestPaid: '', refundRate: '' };

/** /caldividend: dividend on month-weighted share capital plus the patronage refund on the year's loan interest. */
export function DividendCalculator() {
  const rates = useQuery(calculatorSettingsQuery()).data;
  const [values, setValues] = useState(EMPTY);
  const [prefilled, setPrefilled] = useState(false);
  const { problems, result, heading, refuse, show, refused } = useCalculated<DividendField, DividendResult>(FIELD_IDS);
  // the cooperative's latest rates, once they arrive, where the visitor has typed none
  if (!prefilled && rates) {
    setPrefilled(true);
    setValues((old) => ({
      ...old,
      dividendRate: old.dividendRate || (rates.dividend_rate === null ? '' : formatNumber(rates.dividend_rate)),
      refundRate: old.refundRate || (rates.refund_rate === null ? '' : formatNumber(rates.refund_rate)),
    }));
  }
  const fromCoop = !!rates && (rates.dividend_rate !== null || rates.refund_rate !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDividendForm(values, WORDS);
    if ('problems' in read) refuse(read.problems);
    else show(dividendAndRefund(read.input));
  };

  const line = (label: string, value: number, strong = false) => (
    <div className={`flex flex-wrap justify-between gap-2 py-2 ${strong ? 'border-t-2 border-stone-800 text-xl font-bold' : 'text-lg'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatMoney(value)} {CALC_TEXT.baht}</dd>
    </div>
  );

  return (
    <CalculatorPage title={t.title} intro={t.intro}>
      <form noValidate onSubmit={submit} className="no-print grid gap-5 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8">
        <CalculatorProblems shown={refused} />
        {DIVIDEND_FIELDS.map((f) => {
          const Field = RATES.has(f) ? NumberField : MoneyField;
          const help = RATES.has(f) && fromCoop ? t.ratesFromCoop : undefined;
          return <Field key={f} id={`div-${f}`} label={t[f]} value={values[f]} onChange={(v) => setValues((old) => ({ ...old, [f]: v }))} error={problems[f]} help={help} />;
        })}
        <button type="submit" className={`${primaryButtonClass} sm:col-span-2 sm:justify-self-start`}>
          {t.calculate}
        </button>
      </form>
      {result && (
        <section aria-labelledby="div-result" aria-live="polite" className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
          <h2 id="div-result" ref={heading} tabIndex={-1} className="mb-3 scroll-mt-4 text-xl font-bold text-primary outline-none">
            {t.result}
          </h2>
          <dl data-testid="dividend-result" className="divide-y divide-stone-200">
            <div className="flex flex-wrap justify-between gap-2 py-2 text-lg">
              <dt>{t.weighted}</dt>
              <dd className="tabular-nums">{formatMoney(result.weightedShares)}</dd>
            </div>
            {line(t.dividend, result.dividend)}
            {line(t.refund, result.refund)}
            {line(t.total, result.total, true)}
          </dl>
          <p className="mt-4 text-sm text-stone-600">{t.disclaimer}</p>
        </section>
      )}
    </CalculatorPage>
  );
}
