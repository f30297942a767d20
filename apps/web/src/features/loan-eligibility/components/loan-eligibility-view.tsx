import { LOAN_METHOD_NAMES, type LoanEligibilityResponse, type LoanProductEligibility } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { DataPage } from '@/components/ui/data-page';
import { Money } from '@/components/ui/money';
import { loanEligibilityQuery } from '../api/get-loan-eligibility';
import { ELIGIBILITY_TEXT as T } from '../messages';
import { CheckLine } from './check-line';
import { LoanQuoteSection } from './loan-quote';

function ProductCard({ product, onQuote }: { product: LoanProductEligibility; onQuote: () => void }) {
  const failing = product.checks.filter((c) => c.status === 'fail');
  const titleId = `loan-product-${product.product_id}`;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-primary">
          {product.name}
        </h2>
        <span className={`rounded-full px-3 py-1 text-base font-semibold ${product.may_apply ? 'border-2 border-success text-success' : 'border-2 border-warning text-stone-900'}`}>
          {product.may_apply ? T.mayApply : T.mayNotApply}
        </span>
      </div>
      <p className="mt-1 text-base text-stone-700">
        {T.rate(product.annual_rate)} · {LOAN_METHOD_NAMES[product.method]}
      </p>
      {product.may_apply ? (
        <div className="mt-3 rounded-xl bg-stone-50 p-3">
          <p className="text-base text-stone-700">{T.largest}</p>
          <p className="text-2xl font-bold text-stone-900">
            <Money value={product.largest_amount} baht />
          </p>
          {product.binding && <p className="mt-1 text-base text-stone-800">{product.binding}</p>}
          <p className="mt-1 text-base text-stone-700">{T.longest(formatNumber(product.longest_installments, 0))}</p>
        </div>
      ) : (
        <div className="mt-3">
          <h3 className="text-lg font-semibold text-stone-900">{T.why}</h3>
          <ul className="divide-y divide-stone-200">
            {failing.map((check) => (
              <CheckLine key={check.kind} check={check} />
            ))}
          </ul>
        </div>
      )}
      {product.paid_off.length > 0 && (
        <div className="mt-3">
          <h3 className="text-lg font-semibold text-stone-900">{T.paidOff}</h3>
          <ul className="mt-1 space-y-1 text-base text-stone-800">
            {product.paid_off.map((p) => (
              <li key={p.contract_no}>
                <span className="font-medium">{T.paidOffLine(p.contract_no, p.loan_type_name)}</span>: <Money value={p.total} baht />
                <span className="block text-stone-600">{T.paidOffDetail(formatMoney(p.principal), formatMoney(p.interest), formatNumber(p.days, 0))}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {product.as_guarantor && (
        <p className="mt-3 text-base text-stone-800">
          <span className="font-semibold">{T.asGuarantor}:</span> {product.as_guarantor.text}
        </p>
      )}
      <details className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center text-base font-semibold text-primary underline underline-offset-4">{T.allRules}</summary>
        <ul className="divide-y divide-stone-200">
          {product.checks.map((check) => (
            <CheckLine key={check.kind} check={check} />
          ))}
        </ul>
        <p className="mt-1 text-sm text-stone-600">{T.effective(formatThaiDate(product.effective_from, 'long'))}</p>
      </details>
      {product.may_apply && (
        <button type="button" onClick={onQuote} className={`${secondaryButtonClass} mt-3 w-full sm:w-auto`}>
          {T.calculate}
        </button>
      )}
    </section>
  );
}

function Eligibility({ data }: { data: LoanEligibilityResponse }) {
  const [quoted, setQuoted] = useState<number | null>(null);
  const open = data.products.filter((p) => p.may_apply);
  return (
    <div className="space-y-4">
      <p className="text-base text-stone-700">{T.asOf(formatThaiDate(data.as_of, 'long'), formatMoney(data.salary))}</p>
      {data.products.map((product) => (
        <ProductCard key={product.product_id} product={product} onQuote={() => setQuoted(product.product_id)} />
      ))}
      {/* a product's "คำนวณค่างวด" starts the form afresh with that product */}
      {open.length > 0 && <LoanQuoteSection key={quoted ?? 'first'} products={open} chosen={quoted} />}
    </div>
  );
}

/** /member/loan-eligibility (กู้ได้เท่าไร): each product, whether the member may apply and why, and the quote. */
export function LoanEligibilityView() {
  const eligibility = useQuery(loanEligibilityQuery());
  return (
    <DataPage text={T} query={eligibility} isEmpty={(data) => data.products.length === 0}>
      {(data) => <Eligibility data={data} />}
    </DataPage>
  );
}
