import type { LoanProductEligibility, LoanQuote, LoanQuoteBody, QuoteRow } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { CollapsibleRows } from '@/components/ui/collapsible-rows';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { Money } from '@/components/ui/money';
import { NumberOnlyInput } from '@/components/ui/number-only-input';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { SubmitButton } from '@/components/ui/submit-button';
import { readAmount } from '@/lib/read-amount';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { loanQuoteQuery } from '../api/get-loan-eligibility';
import { ELIGIBILITY_TEXT as T } from '../messages';
import { CheckLine } from './check-line';


const wholeBaht = (amount: number) => String(Math.floor(amount));

const COLUMNS: readonly TableColumn<QuoteRow>[] = [
  { key: 'no', header: T.no, cell: (r) => T.installmentNo(formatNumber(r.no, 0)), primary: true, nowrap: true },
  { key: 'date', header: T.date, cell: (r) => formatThaiDate(r.date, 'short'), summary: 'text', nowrap: true },
  { key: 'payment', header: T.payment, cell: (r) => <Money value={r.payment} />, align: 'end', summary: 'figure' },
  { key: 'principal', header: T.principal, cell: (r) => <Money value={r.principal} />, align: 'end' },
  { key: 'interest', header: T.interest, cell: (r) => <Money value={r.interest} />, align: 'end' },
  { key: 'balance', header: T.balance, cell: (r) => <Money value={r.balance} />, align: 'end' },
  { key: 'salary', header: T.salaryLeftColumn, cell: (r) => <Money value={r.salary_left} />, align: 'end' },
];

function Figure({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3">
      <dt className="text-base text-stone-700">{label}</dt>
      <dd className="text-xl font-bold text-stone-900">{children}</dd>
      {note && <dd className="text-base text-stone-700">{note}</dd>}
    </div>
  );
}

function QuoteResult({ quote }: { quote: LoanQuote }) {
  const wide = useMediaQuery(DESKTOP_QUERY);
  const failing = quote.checks.filter((c) => c.status === 'fail');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [quote]);
  return (
    <div className="mt-4 space-y-4" data-testid="loan-quote">
      <h3 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-lg font-bold text-stone-900 outline-none">
        {T.result(quote.name, formatMoney(quote.amount), formatNumber(quote.installments, 0))}
      </h3>
      <p role="status" className={`rounded-lg px-4 py-3 text-base font-semibold ${quote.may_apply ? 'border-2 border-success text-success' : 'bg-danger-light text-danger'}`}>
        {quote.may_apply ? T.quoteMayApply : T.quoteMayNotApply}
      </p>
      {quote.may_apply && (
        <Link
          to={`/member/loan-applications/new?product=${quote.product_id}&amount=${quote.amount}&installments=${quote.installments}`}
          className={`${primaryButtonClass} w-full sm:w-auto`}
        >
          {T.apply}
        </Link>
      )}
      {failing.length > 0 && (
        <ul className="divide-y divide-stone-200">
          {failing.map((check) => (
            <CheckLine key={check.kind} check={check} />
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label={quote.method === 'equal-installment' ? T.perInstallment : T.firstInstallment}>
          <Money value={quote.installment} baht />
        </Figure>
        <Figure label={T.netReceived} note={quote.paid_off_total > 0 ? T.paidOffTotal(formatMoney(quote.paid_off_total)) : undefined}>
          <Money value={quote.net_received} baht />
        </Figure>
        <Figure label={T.salaryLeft} note={`${T.otherDeductions(formatMoney(quote.salary), formatMoney(quote.other_deductions))} ${T.salaryLeftFloor(formatMoney(quote.salary_left_floor))}`}>
          <Money value={quote.least_salary_left} baht />
        </Figure>
        <Figure label={T.totalInterest}>
          <Money value={quote.total_interest} baht />
        </Figure>
        <Figure label={T.guarantors}>{T.guarantorCount(String(quote.guarantors_required))}</Figure>
      </dl>
      {quote.paid_off.length > 0 && (
        <div>
          <h4 className="text-base font-semibold text-stone-900">{T.paidOff}</h4>
          <ul className="mt-1 space-y-1 text-base text-stone-800">
            {quote.paid_off.map((p) => (
              <li key={p.contract_no}>
                {T.paidOffLine(p.contract_no, p.loan_type_name)}: <Money value={p.total} baht />
                <span className="block text-stone-600">{T.paidOffDetail(formatMoney(p.principal), formatMoney(p.interest), formatNumber(p.days, 0))}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <section aria-labelledby="quote-schedule">
        <h4 id="quote-schedule" className="mb-2 text-lg font-bold text-stone-900">
          {T.schedule}
        </h4>
        {wide ? (
          <ResponsiveTable caption={T.schedule} columns={COLUMNS} rows={quote.rows} rowKey={(r) => r.no} />
        ) : (
          <CollapsibleRows caption={T.schedule} columns={COLUMNS} rows={quote.rows} rowKey={(r) => r.no} />
        )}
      </section>
      <p className="text-sm text-stone-600">{T.disclaimer}</p>
    </div>
  );
}

/** The quote: pick a product, an amount and a term (the largest and longest filled in), and see what it costs. */
export function LoanQuoteSection({ products, chosen }: { products: readonly LoanProductEligibility[]; chosen: number | null }) {
  const first = products.find((p) => p.product_id === chosen) ?? products[0]!;
  const [productId, setProductId] = useState(first.product_id);
  const product = products.find((p) => p.product_id === productId) ?? first;
  const [amount, setAmount] = useState(wholeBaht(first.largest_amount));
  const [installments, setInstallments] = useState(String(first.longest_installments));
  const [problems, setProblems] = useState<{ amount?: string; installments?: string }>({});
  const [asked, setAsked] = useState<LoanQuoteBody | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const quote = useQuery({ ...loanQuoteQuery(asked ?? { product_id: 0, amount: '0', installments: 1 }), enabled: asked !== null });

  const pick = (id: number) => {
    const next = products.find((p) => p.product_id === id);
    if (!next) return;
    setProductId(id);
    setAmount(wholeBaht(next.largest_amount));
    setInstallments(String(next.longest_installments));
  };

  useEffect(() => {
    // opened from a product's card: bring the form into view
    if (chosen !== null) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [chosen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = readAmount(amount);
    const term = Number(installments);
    const found = {
      amount: typed === undefined ? T.amountProblem : undefined,
      installments: Number.isInteger(term) && term >= 1 && term <= product.max_installments ? undefined : T.installmentsProblem(formatNumber(product.longest_installments, 0)),
    };
    setProblems(found);
    if (typed === undefined || found.installments) return;
    setAsked({ product_id: product.product_id, amount: typed, installments: term });
  };

  return (
    <section ref={sectionRef} aria-labelledby="quote-title" className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="quote-title" className="mb-3 text-xl font-bold text-primary">
        {T.quoteTitle}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField id="quote-product" label={T.product}>
          {(a11y) => (
            <select {...a11y} value={productId} onChange={(e) => pick(Number(e.target.value))} className={inputClass}>
              {products.map((p) => (
                <option key={p.product_id} value={p.product_id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="quote-amount" label={T.amount} help={T.amountHelp(formatMoney(product.largest_amount, 0))} error={problems.amount}>
          {(a11y) => <input {...a11y} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} className={inputClass} />}
        </FormField>
        <FormField id="quote-installments" label={T.installments} help={T.installmentsHelp(formatNumber(product.longest_installments, 0))} error={problems.installments}>
          {(a11y) => <NumberOnlyInput {...a11y} inputMode="numeric" maxLength={3} value={installments} onValueChange={setInstallments} className={inputClass} />}
        </FormField>
        <SubmitButton pending={quote.isFetching} label={T.submit} pendingLabel={T.submitting} fit />
      </form>
      {quote.isError && (
        <div className="mt-4">
          <FormRefusal message={quote.error.message} />
        </div>
      )}
      {quote.data && !quote.isError && <QuoteResult quote={quote.data.quote} />}
    </section>
  );
}
