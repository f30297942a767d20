import { useQuery } from '@tanstack/react-query';
import type { DepositAccount, MemberDepositResponse } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { DataPage } from '@/components/ui/data-page';
import { AccountCard } from '@/components/ui/account-card';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { Money } from '@/components/ui/money';
import { MonthBalanceChart } from '@/components/ui/month-balance-chart';
import { memberDepositQuery } from '../api/get-member-deposit';
import { DEPOSIT_TEXT as T } from '../messages';
import { DepositAccountDetails, DepositStatusBadge } from './deposit-account-details';

export const depositStatementPath = (accountNo: string) => `/member/dep_statement/${encodeURIComponent(accountNo)}`;

function DepositAccountCard({ account }: { account: DepositAccount }) {
  return (
    <AccountCard
      titleId={`deposit-${account.account_no}`}
      title={account.type_name}
      subtitle={`${T.accountNo} ${account.account_no}`}
      badge={<DepositStatusBadge closed={account.closed} />}
      statementPath={depositStatementPath(account.account_no)}
      statementLabel={T.viewStatement}
      statementAriaLabel={T.viewStatementOf(account.account_no)}
    >
      <DepositAccountDetails account={account} />
    </AccountCard>
  );
}

function DepositList({ data }: { data: MemberDepositResponse }) {
  return (
    <div className="space-y-4">
      <Card title={T.totals} titleId="deposit-totals-title">
        <DetailList>
          <DetailItem label={T.totalBalance} emphasis>
            <Money value={data.total_balance} baht />
          </DetailItem>
          <DetailItem label={T.accountCount}>
            {formatNumber(data.accounts.length, 0)} {T.accounts}
          </DetailItem>
        </DetailList>
      </Card>
      <MonthBalanceChart title={T.chartTitle} titleId="deposit-chart-title" summary={T.chartSummary} series={T.chartSeries} months={data.monthly} />
      {data.accounts.map((account) => (
        <DepositAccountCard key={account.account_no} account={account} />
      ))}
    </div>
  );
}

/** /member/deposit: each account with its balances and a way to its statement. */
export function DepositListView() {
  const deposits = useQuery(memberDepositQuery());
  return (
    <DataPage text={T} query={deposits} isEmpty={(data) => data.accounts.length === 0}>
      {(data) => <DepositList data={data} />}
    </DataPage>
  );
}
