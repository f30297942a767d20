import { DEDUCTION_CHANGE_LABELS, type DeductionChange } from '@coop/contract';
import { formatNumber, sumBaht, thaiMonthYear } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { MoneyChange, Money } from '@/components/ui/money';
import { QueryView } from '@/components/ui/query-view';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Words } from '@/components/ui/words';
import { isNotFound } from '@/lib/http/api-request';
import { dashboardQuery } from '../api/get-dashboard';
import { REPORT_TEXT } from '../messages';
import { DownloadButton } from './download-button';

const changeColumns: TableColumn<DeductionChange>[] = [
  { key: 'no', header: REPORT_TEXT.membershipNo, cell: (c) => c.membership_no, primary: true, nowrap: true },
  { key: 'name', header: REPORT_TEXT.name, cell: (c) => <Words text={c.full_name} /> },
  { key: 'kind', header: REPORT_TEXT.item, cell: (c) => (c.detail ? `${DEDUCTION_CHANGE_LABELS[c.kind]} ${c.detail}` : DEDUCTION_CHANGE_LABELS[c.kind]) },
  { key: 'before', header: REPORT_TEXT.before, align: 'end', cell: (c) => <Money value={c.before} /> },
  { key: 'after', header: REPORT_TEXT.after, align: 'end', cell: (c) => <Money value={c.after} /> },
  { key: 'change', header: REPORT_TEXT.change, align: 'end', cell: (c) => <MoneyChange value={c.change} /> },
  { key: 'new_total', header: REPORT_TEXT.newTotal, align: 'end', cell: (c) => <Money value={c.new_total} className="font-semibold" /> },
];

/** The clerk's first screen: the newest bill at a glance, and who to change in payroll since the month before. */
export function DashboardView() {
  const dashboard = useQuery(dashboardQuery());
  return (
    <QueryView
      query={dashboard}
      loadingLabel={REPORT_TEXT.loading}
      failedTitle={REPORT_TEXT.failed}
      renderError={(error) => (isNotFound(error) ? <EmptyState title={REPORT_TEXT.noMonths} /> : undefined)}
    >
      {(data) => (
        <div className="space-y-6">
          <Card title={`${REPORT_TEXT.month} ${thaiMonthYear(data.latest.year, data.latest.month)}`} titleId="latest-month">
            <DetailList columns={3}>
              <DetailItem label={REPORT_TEXT.members}>{`${formatNumber(data.latest.member_count, 0)} ${REPORT_TEXT.persons}`}</DetailItem>
              <DetailItem label={REPORT_TEXT.billed} emphasis>
                <Money value={data.latest.amount} baht />
              </DetailItem>
              <DetailItem label={REPORT_TEXT.received}>
                {data.received === null ? REPORT_TEXT.notReceived : <Money value={data.received} baht />}
              </DetailItem>
              {data.previous && (
                <DetailItem label={`${REPORT_TEXT.billed} ${thaiMonthYear(data.previous.year, data.previous.month)}`}>
                  <Money value={data.previous.amount} baht />
                </DetailItem>
              )}
              {data.difference !== null && (
                <DetailItem label={REPORT_TEXT.difference} emphasis>
                  <MoneyChange value={data.difference} baht />
                </DetailItem>
              )}
            </DetailList>
          </Card>
          <section>
            <h2 className="text-xl font-bold text-stone-900">{REPORT_TEXT.changes}</h2>
            <p className="mb-3 text-base text-stone-600">{REPORT_TEXT.changesHelp}</p>
            {data.changes.length > 0 && (
              <div className="mb-4">
                <DownloadButton file="collectionChangesXlsx" month={data.latest} label={REPORT_TEXT.downloadChanges} />
              </div>
            )}
            {data.changes.length === 0 ? (
              <EmptyState title={REPORT_TEXT.noChanges} />
            ) : (
              <>
                <ResponsiveTable
                  caption={REPORT_TEXT.changes}
                  columns={changeColumns}
                  rows={data.changes}
                  rowKey={(c) => `${c.membership_no}-${c.kind}-${c.detail}`}
                  dense
                />
                {data.difference !== null && (
                  <p className="mt-4 rounded-2xl bg-white p-4 text-lg shadow-sm">
                    {REPORT_TEXT.changesSum} <MoneyChange value={sumBaht(data.changes.map((c) => c.change))} baht />{' '}
                    <span className="text-stone-600">{REPORT_TEXT.changesSumHelp}</span>
                  </p>
                )}
              </>
            )}
          </section>
        </div>
      )}
    </QueryView>
  );
}
