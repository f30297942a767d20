import type { HomeDeduction, HomeWaiting, MemberHomeResponse } from '@coop/contract';
import { monthsBefore, parseIsoDate, sumBaht, thaiToday } from '@coop/thai-format';
import { type DomainContext, memberActor } from '../../domain/context';
import { type DeductionLine, deductionChangeLines } from './deduction-change-lines';
import { readHome, type YearMonth } from './home-queries';

/** A decision or an answer stays news on the home this long. */
const NEWS_DAYS = 30;
const DAY_MS = 86_400_000;

const yearMonth = (isoDay: string): YearMonth => {
  const { year, month } = parseIsoDate(isoDay)!;
  return { year, month };
};

type HomeRow = Awaited<ReturnType<typeof readHome>>;

function deductionOf(row: HomeRow, month: YearMonth): HomeDeduction | null {
  if (row.kep_headers.length === 0) return null;
  const amount = sumBaht(row.kep_headers.map((h) => h.amount_total));
  const previous = row.kep_headers_before.length === 0 ? null : sumBaht(row.kep_headers_before.map((h) => h.amount_total));
  const changes = deductionChangeLines(row.kep_lines_before as DeductionLine[], row.kep_lines as DeductionLine[], { before: previous ?? 0, after: amount });
  return {
    ...month,
    amount,
    // a month is a receipt once every document of it is posted
    posted: row.kep_headers.every((h) => h.posted),
    previous_amount: previous,
    change: sumBaht(changes.map((c) => c.change)),
    changes,
  };
}

/**
 * The loans' next installment: this month's invoice lines for the member's open contracts (amount and due date),
 * else the contracts' own installments with no date, which the read copy does not hold.
 */
function nextInstallment(row: HomeRow) {
  if (row.loans.length === 0) return null;
  const contracts = new Set(row.loans.map((c) => c.contract_no));
  const invoice = row.kep_headers.find((h) => !h.posted);
  const billed = invoice ? row.kep_lines.filter((l) => l.seq === invoice.seq && contracts.has(l.description)) : [];
  if (invoice && billed.length > 0) return { amount: sumBaht(billed.map((l) => l.amount)), due_date: invoice.receipt_date };
  return { amount: sumBaht(row.loans.map((c) => c.installment_amount)), due_date: null };
}

function waitingOf(row: HomeRow): HomeWaiting[] {
  const waiting: HomeWaiting[] = [];
  if (row.letter_to_confirm !== null) waiting.push({ kind: 'confirm_letter', year: row.letter_to_confirm });
  const request = row.payment_request;
  if (request && (request.status === 'approved' || request.status === 'rejected') && request.decided_at) {
    waiting.push({ kind: 'payment_request', status: request.status, decided_at: new Date(request.decided_at).toISOString() });
  }
  if (row.dispute_answer) waiting.push({ kind: 'dispute_answer', year: row.dispute_answer.year, answered_at: new Date(row.dispute_answer.at).toISOString() });
  return waiting;
}

/** What the acting member's home shows, read in one round trip; only the member's own rows, keyed by the session. */
export async function memberHome(context: DomainContext): Promise<MemberHomeResponse> {
  const now = context.now();
  const today = thaiToday(now.getTime());
  const thisMonth = yearMonth(today);
  const row = await readHome(context.db, {
    membershipNo: memberActor(context),
    thisMonth,
    lastMonth: yearMonth(monthsBefore(today, 1)),
    letterYear: thisMonth.year,
    newsSince: new Date(now.getTime() - NEWS_DAYS * DAY_MS),
  });
  return {
    rc_code: '1' as const,
    data: {
      share_value: row.share?.share_value ?? null,
      loans: {
        count: row.loans.length,
        principal_balance: sumBaht(row.loans.map((c) => c.principal_balance)),
        next_installment: nextInstallment(row),
      },
      deposits: { count: row.deposits.length, balance: sumBaht(row.deposits.map((a) => a.balance)) },
      deduction: deductionOf(row, thisMonth),
      dividend: row.dividend && {
        year: row.dividend.year,
        dividend_amount: row.dividend.dividend_amount,
        refund_amount: row.dividend.refund_amount,
        net_amount: row.dividend.net_amount,
        paid_date: row.dividend.paid_date,
      },
      waiting: waitingOf(row),
    },
  };
}
