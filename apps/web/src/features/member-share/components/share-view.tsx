import { useQuery } from '@tanstack/react-query';
import type { MemberShareResponse, ShareAccount, ShareLine, ShareYear } from '@coop/contract';
import { buddhistYear, formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { DataPage } from '@/components/ui/data-page';
import { AccountStatement } from '@/components/ui/account-statement';
import { BarChart } from '@/components/ui/bar-chart';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { Money, SignedMoney } from '@/components/ui/money';
import type { TableColumn } from '@/components/ui/responsive-table';
import { StatusPill } from '@/components/ui/status-pill';
import { statementQuery } from '@/lib/statement/statement-search';
import { useStatementSearch } from '@/lib/statement/use-statement-search';
import { memberShareQuery } from '../api/get-member-share';
import { SHARE_TEXT as T } from '../messages';

const beYear = (year: number) => String(buddhistYear(year));

const COLUMNS: readonly TableColumn<ShareLine>[] = [
  { key: 'date', header: T.date, primary: true, cell: (l) => formatThaiDate(l.operate_date, 'short') },
  { key: 'item', header: T.item, summary: 'text', cell: (l) => l.item_desc },
  { key: 'period', header: T.period, align: 'end', cell: (l) => (l.period === null ? '-' : formatNumber(l.period, 0)) },
  { key: 'amount', header: T.amount, align: 'end', summary: 'figure', cell: (l) => <SignedMoney value={l.amount} sign={l.sign} kind="share" /> },
  { key: 'balance', header: T.balance, align: 'end', cell: (l) => <Money value={l.balance} /> },
];

function ShareGrowthChart({ yearly }: { yearly: readonly ShareYear[] }) {
  const first = yearly[0];
  const last = yearly[yearly.length - 1];
  if (!first || !last) return null;
  return (
    <Card title={T.chartTitle} titleId="share-chart-title">
      <BarChart
        title={T.chartTitle}
        summary={T.chartSummary(beYear(first.year), formatMoney(first.balance), beYear(last.year), formatMoney(last.balance))}
        series={[{ name: T.chartSeries, colorClass: 'bg-primary' }]}
        data={yearly.map((y) => ({ label: beYear(y.year), values: [y.balance] }))}
        formatValue={(v) => formatMoney(v)}
      />
    </Card>
  );
}

function ShareDetails({ data, account, updating }: { data: MemberShareResponse; account: ShareAccount; updating: boolean }) {
  return (
    <AccountStatement
      title={T.statement}
      statement={data.statement}
      columns={COLUMNS}
      minYear={data.yearly[0]?.year}
      updating={updating}
      file={{ kind: 'share' }}
    >
      <Card title={T.summary} titleId="share-summary-title">
        <DetailList>
          <DetailItem label={T.shareValue} emphasis>
            <Money value={account.share_value} baht />
          </DetailItem>
          <DetailItem label={T.shareCount}>
            {formatNumber(account.share_count, 0)} {T.shares}
          </DetailItem>
          <DetailItem label={T.monthly}>
            {account.suspended ? (
              <StatusPill tone="bg-secondary-light text-warning">{T.suspended}</StatusPill>
            ) : (
              <Money value={account.monthly_payment} baht />
            )}
          </DetailItem>
          <DetailItem label={T.lastPeriod}>{formatNumber(account.last_period, 0)}</DetailItem>
        </DetailList>
      </Card>
      <ShareGrowthChart yearly={data.yearly} />
    </AccountStatement>
  );
}

/** /member/share: the share account, its growth year by year and its statement. */
export function ShareView() {
  const { search } = useStatementSearch();
  const share = useQuery(memberShareQuery(statementQuery(search)));
  return (
    <DataPage text={T} query={share} isEmpty={(data) => !data.account}>
      {(data) => data.account && <ShareDetails data={data} account={data.account} updating={share.isPlaceholderData} />}
    </DataPage>
  );
}
