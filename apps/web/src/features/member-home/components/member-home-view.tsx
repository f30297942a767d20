import { useQuery } from '@tanstack/react-query';
import type { HomeDeduction, MemberHome } from '@coop/contract';
import { buddhistYear, formatNumber, formatThaiDate, thaiMonthYear } from '@coop/thai-format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataPage } from '@/components/ui/data-page';
import { Money, MoneyChange } from '@/components/ui/money';
import { StatusPill } from '@/components/ui/status-pill';
import { memberHomeQuery } from '../api/get-member-home';
import { HOME_LINKS } from '../home-links';
import { HOME_TEXT as T } from '../messages';
import { waitingNote } from '../waiting-notes';

const tileClass = 'block min-w-0 rounded-2xl bg-white p-3 shadow-sm hover:ring-2 hover:ring-primary sm:p-4';

/** One figure of the four: the whole tile is the link to its page. */
function Figure({ to, label, children, note }: { to: string; label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Link to={to} className={tileClass}>
      <span className="block text-sm font-medium text-stone-700 sm:text-base">{label}</span>
      <span className="block text-xl font-bold text-stone-900 sm:text-2xl">{children}</span>
      {note && <span className="block text-sm leading-snug text-stone-700">{note}</span>}
    </Link>
  );
}

const None = ({ children }: { children: string }) => <span className="text-lg font-semibold text-stone-700">{children}</span>;

function Figures({ data }: { data: MemberHome }) {
  const { loans, deposits, dividend } = data;
  const next = loans.next_installment;
  return (
    <section aria-label={T.figures} className="grid grid-cols-2 gap-2 sm:gap-3">
      <Figure to="/member/share" label={T.share}>
        {data.share_value === null ? <None>{T.noShare}</None> : <Money value={data.share_value} />}
      </Figure>
      <Figure
        to="/member/loan"
        label={T.loans}
        note={
          next && (
            <>
              {T.nextInstallment} <Money value={next.amount} />
              {next.due_date && <span className="block">{T.due(formatThaiDate(next.due_date, 'short'))}</span>}
            </>
          )
        }
      >
        {loans.count === 0 ? <None>{T.noLoans}</None> : <Money value={loans.principal_balance} />}
      </Figure>
      <Figure to="/member/deposit" label={T.deposits} note={deposits.count > 0 && T.accounts(formatNumber(deposits.count, 0))}>
        {deposits.count === 0 ? <None>{T.noDeposits}</None> : <Money value={deposits.balance} />}
      </Figure>
      <Figure
        to="/member/dividend"
        label={dividend ? T.dividend(String(buddhistYear(dividend.year))) : T.dividendNone}
        note={
          dividend &&
          dividend.refund_amount > 0 && (
            <>
              {T.dividendPart} <Money value={dividend.dividend_amount} />
              <span className="block">
                {T.refundPart} <Money value={dividend.refund_amount} />
              </span>
            </>
          )
        }
      >
        {dividend ? <Money value={dividend.net_amount} /> : <None>{T.noDividend}</None>}
      </Figure>
    </section>
  );
}

function ChangeSummary({ deduction: d }: { deduction: HomeDeduction }) {
  if (d.previous_amount === null) return <p className="text-base text-stone-700">{T.firstMonth}</p>;
  if (d.change === 0) return <p className="text-base text-stone-700">{T.same}</p>;
  return (
    <p className="text-base text-stone-700">
      {/* the words say which way, so the amount carries no sign: "ลดลง 27.87 บาท", not "ลดลง −27.87" */}
      {d.change > 0 ? T.up : T.down} <Money value={Math.abs(d.change)} baht className="font-semibold text-stone-900" />
    </p>
  );
}

function Deduction({ deduction: d }: { deduction: HomeDeduction | null }) {
  if (!d) {
    return (
      <Link to="/member/kep" className={`${tileClass} text-center`}>
        <span className="block text-lg font-semibold text-stone-800">{T.noDeduction}</span>
        <span className="text-base font-semibold text-primary underline">{T.more}</span>
      </Link>
    );
  }
  const titleId = 'home-deduction-title';
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-3 shadow-sm sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={titleId} className="text-base font-bold text-primary sm:text-lg">
          <Link to="/member/kep" className="underline-offset-4 hover:underline">
            {T.deduction(thaiMonthYear(d.year, d.month))}
          </Link>
        </h2>
        <StatusPill tone={d.posted ? 'bg-green-100 text-success' : 'bg-amber-100 text-stone-900'}>{d.posted ? T.receipt : T.invoice}</StatusPill>
      </div>
      <p className="text-2xl font-bold text-stone-900">
        <Money value={d.amount} baht />
      </p>
      <ChangeSummary deduction={d} />
      {d.previous_amount !== null && d.changes.length > 0 && (
        <ul aria-label={T.changes} className="mt-1 divide-y divide-stone-200 border-t border-stone-200">
          {d.changes.map((c) => (
            <li key={`${c.item_name} ${c.description}`} className="flex items-baseline justify-between gap-3 py-1 text-base">
              <span className="min-w-0">
                {c.item_name}
                {c.description && <span className="text-stone-600"> {c.description}</span>}
              </span>
              <MoneyChange value={c.change} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Waiting({ items }: { items: MemberHome['waiting'] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-waiting-title" className="rounded-2xl border-2 border-secondary bg-secondary-light/40 p-3 sm:p-4">
      <h2 id="home-waiting-title" className="text-base font-bold text-stone-900 sm:text-lg">
        {T.waiting}
      </h2>
      <ul className="mt-1 space-y-1">
        {items.map((item) => {
          const note = waitingNote(item);
          return (
            <li key={item.kind}>
              <Link to={note.to} className="inline-flex min-h-11 items-center text-base font-semibold text-primary underline underline-offset-4">
                {note.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Links() {
  return (
    <nav aria-label={T.links}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {HOME_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-12 items-center justify-center rounded-xl border border-stone-300 bg-white px-2 text-center text-base font-semibold text-primary hover:bg-stone-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /member/welcome: the member's money at a glance, what waits for them, and a tap to every page; `offer` under the figures. */
export function MemberHomeView({ offer }: { offer?: ReactNode }) {
  const home = useQuery(memberHomeQuery());
  return (
    <DataPage text={T} query={home}>
      {({ data }) => (
        <div className="space-y-3">
          <Waiting items={data.waiting} />
          <Figures data={data} />
          <Deduction deduction={data.deduction} />
          {/* under the figures the member came for, which fit a phone's screen without scrolling (decision 045) */}
          {offer}
          <Links />
        </div>
      )}
    </DataPage>
  );
}
