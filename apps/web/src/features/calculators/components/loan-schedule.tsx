import { formatMoney, formatThaiDate } from '@coop/thai-format';
import type { Ref } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import type { LoanSchedule as Schedule } from '../lib/calculators';
import { CALC_TEXT } from '../messages';

const t = CALC_TEXT.loan;

/**
 * Below 640 px a row is a small card: the installment and its date on top, the four money figures in two columns
 * under their names, so every figure is on screen at 390 px without scrolling sideways. From 640 px it is a table.
 */
const th = 'px-3 py-2 text-right font-semibold whitespace-nowrap';
const row = 'grid grid-cols-2 gap-x-3 gap-y-1 border-b border-stone-200 px-1 py-3 sm:table-row sm:p-0 sm:even:bg-stone-50';
const money =
  'flex flex-col tabular-nums sm:table-cell sm:px-3 sm:py-1.5 sm:text-right sm:whitespace-nowrap before:text-sm before:text-stone-600 before:content-[attr(data-label)] sm:before:content-none';

export function LoanSchedule({ schedule, heading }: { schedule: Schedule; heading: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="loan-schedule" className="mt-6 scroll-mt-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6 print:p-0 print:shadow-none">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="loan-schedule" ref={heading} tabIndex={-1} className="scroll-mt-4 text-xl font-bold text-primary outline-none">
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
            <dd className="text-xl font-bold tabular-nums">{formatMoney(schedule.installment)} {CALC_TEXT.baht}</dd>
          </div>
        )}
        <div>
          <dt className="text-stone-600">{t.totalInterest}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatMoney(schedule.totalInterest)} {CALC_TEXT.baht}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t.totalPayment}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatMoney(schedule.totalPayment)} {CALC_TEXT.baht}</dd>
        </div>
      </dl>
      <table className="block w-full border-collapse text-base sm:table" data-testid="loan-table">
        <thead className="sr-only bg-primary-light text-primary-dark sm:not-sr-only sm:table-header-group">
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
        <tbody className="block sm:table-row-group">
          {schedule.rows.map((r) => (
            <tr key={r.no} className={row}>
              <td className="col-span-2 font-semibold sm:table-cell sm:px-3 sm:py-1.5 sm:text-right sm:font-normal sm:tabular-nums">
                <span className="sm:hidden">{t.no} </span>
                {r.no}
                <span className="font-normal text-stone-700 sm:hidden"> · {formatThaiDate(r.date, 'short')} ({t.daysCount(r.days)})</span>
              </td>
              <td className="hidden sm:table-cell sm:px-3 sm:py-1.5 sm:text-left sm:whitespace-nowrap">{formatThaiDate(r.date, 'short')}</td>
              <td className="hidden sm:table-cell sm:px-3 sm:py-1.5 sm:text-right sm:tabular-nums">{r.days}</td>
              <td data-label={t.principal} className={money}>{formatMoney(r.principal)}</td>
              <td data-label={t.interest} className={money}>{formatMoney(r.interest)}</td>
              <td data-label={t.payment} className={money}>{formatMoney(r.payment)}</td>
              <td data-label={t.balance} className={money}>{formatMoney(r.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="block font-bold sm:table-footer-group">
          <tr className={`${row} border-t-2 border-stone-800 sm:border-b-0`}>
            <th scope="row" colSpan={3} className="col-span-2 text-left sm:table-cell sm:px-3 sm:py-2">{t.total}</th>
            <td data-label={t.principal} className={money}>{formatMoney(schedule.totalPrincipal)}</td>
            <td data-label={t.interest} className={money}>{formatMoney(schedule.totalInterest)}</td>
            <td data-label={t.payment} className={money}>{formatMoney(schedule.totalPayment)}</td>
            <td className="hidden sm:table-cell" />
          </tr>
        </tfoot>
      </table>
      <p className="mt-4 text-sm text-stone-600">{t.disclaimer}</p>
    </section>
  );
}
