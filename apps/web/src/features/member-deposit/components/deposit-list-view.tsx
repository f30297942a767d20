import type { DepositAccount, MemberDepositResponse } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryView } from '@/components/ui/query-view';
import { useMemberDeposit } from '../api/get-member-deposit';
import { DEPOSIT_TEXT as T } from '../messages';
import { DepositAccountDetails, DepositStatusBadge } from './deposit-account-details';

export const depositStatementPath = (accountNo: string) => `/member/dep_statement/${encodeURIComponent(accountNo)}`;

function AccountCard({ account }: { account: DepositAccount }) {
  const titleId = `deposit-${account.account_no}`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-primary">
          {account.type_name}
          <span className="block text-base font-semibold text-stone-700">
            {T.accountNo} {account.account_no}
          </span>
        </h2>
        <DepositStatusBadge closed={account.closed} />
      </div>
      <DepositAccountDetails account={account} />
      <Link
        to={depositStatementPath(account.account_no)}
        aria-label={T.viewStatementOf(account.account_no)}
        className={`${primaryButtonClass} mt-5 w-full sm:w-auto`}
      >
        {T.viewStatement}
      </Link>
    </article>
  );
}

function DepositList({ data }: { data: MemberDepositResponse }) {
  if (data.accounts.length === 0) {
    return (
      <EmptyState title={T.none}>
        <p>{T.noneHint}</p>
      </EmptyState>
    );
  }
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
      {data.accounts.map((account) => (
        <AccountCard key={account.account_no} account={account} />
      ))}
    </div>
  );
}

/** /member/deposit: each account with its balances and a way to its statement. */
export function DepositListView() {
  const deposits = useMemberDeposit();
  return (
    <div>
      <PageHeading>{T.title}</PageHeading>
      <QueryView query={deposits} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => <DepositList data={data} />}
      </QueryView>
    </div>
  );
}
