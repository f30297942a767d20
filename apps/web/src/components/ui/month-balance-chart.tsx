import type { MonthBalance } from '@coop/contract';
import { buddhistYear, formatMoney, THAI_MONTHS_SHORT } from '@coop/thai-format';
import { BarChart } from './bar-chart';
import { Card } from './detail-list';

/** '2026-11' → "พ.ย. 69": a month under a bar, short enough for a phone. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${THAI_MONTHS_SHORT[(m ?? 1) - 1] ?? ''} ${String(buddhistYear(year ?? 0) % 100).padStart(2, '0')}`;
}

interface MonthBalanceChartProps {
  title: string;
  titleId: string;
  /** The sentence read instead of the picture, from the first and last months and their balances. */
  summary: (first: string, firstBalance: string, last: string, lastBalance: string) => string;
  series: string;
  months: readonly MonthBalance[];
}

/** A balance at each month end (the loan and deposit pages), drawn with the share and dividend pages' bar chart. */
export function MonthBalanceChart({ title, titleId, summary, series, months }: MonthBalanceChartProps) {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last || months.every((m) => m.balance === 0)) return null;
  return (
    <Card title={title} titleId={titleId}>
      <BarChart
        title={title}
        summary={summary(monthLabel(first.month), formatMoney(first.balance), monthLabel(last.month), formatMoney(last.balance))}
        series={[{ name: series, colorClass: 'bg-primary' }]}
        data={months.map((m) => ({ label: monthLabel(m.month), values: [m.balance] }))}
        formatValue={(v) => formatMoney(v)}
        // "พ.ย. 69" is wider than a year: six of them fit a phone
        maxAxisLabels={6}
      />
    </Card>
  );
}
