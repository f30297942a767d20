import type { CollectionSummaryItem } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { Money } from '@/components/ui/money';
import { QueryView } from '@/components/ui/query-view';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { collectionSummaryQuery } from '../api/get-collection-summary';
import { REPORT_TEXT } from '../messages';
import { subGroupColumns } from './amount-columns';
import { ReportSection } from './report-section';
import { ReportTotalCard } from './report-total-card';
import type { ReportMonth } from './report-month-frame';

const itemColumns: TableColumn<CollectionSummaryItem>[] = [
  { key: 'name', header: REPORT_TEXT.item, cell: (i) => i.name, primary: true },
  { key: 'count', header: REPORT_TEXT.count, align: 'end', cell: (i) => formatNumber(i.count, 0) },
  { key: 'principal', header: REPORT_TEXT.principal, align: 'end', cell: (i) => <Money value={i.principal} /> },
  { key: 'interest', header: REPORT_TEXT.interest, align: 'end', cell: (i) => <Money value={i.interest} /> },
  { key: 'amount', header: REPORT_TEXT.amount, align: 'end', cell: (i) => <Money value={i.amount} className="font-semibold" /> },
];

/** The สรุปยอดเรียกเก็บ: totals by item type and by sub-group, with the grand total. */
export function SummaryView({ month }: { month: ReportMonth }) {
  const summary = useQuery(collectionSummaryQuery({ year: month.year, month: month.month }));
  return (
    <QueryView query={summary} loadingLabel={REPORT_TEXT.loading} failedTitle={REPORT_TEXT.failed}>
      {(data) => (
        <div className="space-y-6">
          <ReportTotalCard posted={data.posted} memberCount={data.member_count} total={data.total.total} report="collectionSummary" month={month} />
          <ReportSection title={REPORT_TEXT.byItem}>
            <ResponsiveTable caption={REPORT_TEXT.byItem} columns={itemColumns} rows={data.items} rowKey={(i) => `${i.kind}-${i.name}`} />
          </ReportSection>
          <ReportSection title={REPORT_TEXT.byGroup}>
            <ResponsiveTable caption={REPORT_TEXT.byGroup} columns={subGroupColumns} rows={data.groups} rowKey={(g) => g.member_group_no} />
          </ReportSection>
        </div>
      )}
    </QueryView>
  );
}
