import { useQuery } from '@tanstack/react-query';
import type { DepositLine, MemberDepositStatementResponse } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { Card } from '@/components/ui/detail-list';
import { Money, SignedMoney } from '@/components/ui/money';
import { NotFoundState } from '@/components/ui/not-found-state';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryView } from '@/components/ui/query-view';
import type { TableColumn } from '@/components/ui/responsive-table';
import { StatementSection } from '@/components/ui/statement-section';
import { isNotFound } from '@/lib/http/api-request';
import { parseIsoDate } from '@/lib/statement/iso-date';
import { statementQuery } from '@/lib/statement/statement-search';
import { useStatementSearch } from '@/lib/statement/use-statement-search';
import { depositStatementQueryOptions } from '../api/get-deposit-statement';
import { DEPOSIT_TEXT as T } from '../messages';
import { DepositAccountDetails, DepositStatusBadge } from './deposit-account-details';

const DEPOSITS_PATH = '/member/deposit';

const COLUMNS: readonly TableColumn<DepositLine>[] = [
  { key: 'date', header: T.date, primary: true, cell: (l) => formatThaiDate(l.operate_date, 'short') },
  { key: 'item', header: T.item, cell: (l) => l.item_desc },
  { key: 'amount', header: T.amount, align: 'end', cell: (l) => <SignedMoney value={l.amount} sign={l.sign} kind="deposit" /> },
  { key: 'balance', header: T.lineBalance, align: 'end', cell: (l) => <Money value={l.balance} /> },
];

function DepositStatement({ data, updating }: { data: MemberDepositStatementResponse; updating: boolean }) {
  const { search, setPage, setRange } = useStatementSearch();
  const { account } = data;
  return (
    <div className="space-y-4">
      <Card title={T.accountSummary} titleId="deposit-account-title" actions={<DepositStatusBadge closed={account.closed} />}>
        <DepositAccountDetails account={account} />
      </Card>
      <StatementSection
        title={T.statementTitle}
        statement={data.statement}
        columns={COLUMNS}
        rowKey={(l) => l.seq}
        search={search}
        onPage={setPage}
        onRange={setRange}
        minYear={parseIsoDate(account.open_date)?.year ?? new Date().getFullYear()}
        updating={updating}
      />
    </div>
  );
}

/** /member/dep_statement/:statement: one deposit account and its statement. */
export function DepositStatementView({ accountNo }: { accountNo: string }) {
  const { search } = useStatementSearch();
  const statement = useQuery(depositStatementQueryOptions(accountNo, statementQuery(search)));
  const account = statement.data?.account;
  return (
    <div>
      <PageHeading subtitle={`${T.accountNo} ${accountNo}`}>{account ? account.type_name : T.statementTitle}</PageHeading>
      <QueryView
        query={statement}
        loadingLabel={T.statementLoading}
        failedTitle={T.statementFailed}
        renderError={(error) =>
          isNotFound(error) ? <NotFoundState message={error.message} backTo={DEPOSITS_PATH} backLabel={T.backToDeposits} /> : undefined
        }
      >
        {(data) => <DepositStatement data={data} updating={statement.isPlaceholderData} />}
      </QueryView>
    </div>
  );
}
