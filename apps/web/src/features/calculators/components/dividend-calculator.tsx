import { formatMoney } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { type DividendResult, dividendAndRefund, parseThaiNumber } from '../lib/calculators';
import { CALC_TEXT } from '../messages';
import { CalculatorPage } from './calculator-page';
import { NumberField } from './number-field';

const t = CALC_TEXT.dividend;
type Field = 'opening' | 'monthly' | 'dividendRate' | 'interestPaid' | 'refundRate';
const FIELDS: readonly Field[] = ['opening', 'monthly', 'dividendRate', 'interestPaid', 'refundRate'];
const RATES = new Set<Field>(['dividendRate', 'refundRate']);

/** /caldividend: dividend on month-weighted share capital plus the patronage refund on the year's loan interest. */
export function DividendCalculator() {
  const [values, setValues] = useState<Record<Field, string>>({ opening: '', monthly: '', dividendRate: '', interestPaid: '', refundRate: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<DividendResult>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = Object.fromEntries(FIELDS.map((f) => [f, parseThaiNumber(values[f] || '0')])) as Record<Field, number | undefined>;
    const found: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) {
      const n = parsed[f];
      if (n === undefined) found[f] = CALC_TEXT.errors.number(t[f]);
      else if (RATES.has(f) && n > 100) found[f] = CALC_TEXT.errors.rate;
    }
    setProblems(found);
    const ok = FIELDS.every((f) => parsed[f] !== undefined) && Object.keys(found).length === 0;
    setResult(
      ok
        ? dividendAndRefund({
            openingShares: parsed.opening ?? 0,
            monthlyShares: parsed.monthly ?? 0,
            dividendRate: parsed.dividendRate ?? 0,
            interestPaid: parsed.interestPaid ?? 0,
            refundRate: parsed.refundRate ?? 0,
          })
        : undefined,
    );
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
        {FIELDS.map((f) => (
          <NumberField key={f} id={`div-${f}`} label={t[f]} value={values[f]} onChange={(v) => setValues((old) => ({ ...old, [f]: v }))} error={problems[f]} />
        ))}
        <button type="submit" className={`${primaryButtonClass} sm:col-span-2 sm:justify-self-start`}>
          {t.calculate}
        </button>
      </form>
      {result && (
        <section aria-labelledby="div-result" aria-live="polite" className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
          <h2 id="div-result" className="mb-3 text-xl font-bold text-primary">
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
