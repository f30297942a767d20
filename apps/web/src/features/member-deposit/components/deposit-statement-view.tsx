import { useQuery } from '@tanstack/react-query';
import type { DepositLine, MemberDepositStatementResponse } from '@coop/contract';
import { formatThaiDate, parseIsoDate } from '@coop/thai-format';
import { AccountStatement } from '@/components/ui/account-statement';
import { DataPage } from '@/components/ui/data-page';
import { Card } from '@/components/ui/detail-list';
import { Money, SignedMoney } from '@/components/ui/money';
import type { TableColumn } from '@/components/ui/responsive-table';
import { statementQuery } from '@/lib/statement/statement-search';
import { useStatementSearch } from '@/lib/statement/use-statement-search';
import { memberDepositStatementQuery } from '../api/get-deposit-statement';
import { DEPOSIT_TEXT as T } from '../messages';
import { DepositAccountDetails, DepositStatusBadge } from './deposit-account-details';

const DEPOSITS_PATH = '/member/deposit';

const COLUMNS: readonly TableColumn<DepositLine>[] = [
  { key: 'date', header: T.date, primary: true, cell: (l) => formatThaiDate(l.operate_date, 'short') },
  { key: 'item', header: T.item, summary: 'text', cell: (l) => l.item_desc },
  { key: 'amount', header: T.amount, align: 'end', summary: 'figure', cell: (l) => <SignedMoney value={l.amount} sign={l.sign} kind="deposit" /> },
  { key: 'balance', header: T.lineBalance, align: 'end', cell: (l) => <Money value={l.balance} /> },
];

function DepositStatement({ data, updating }: { data: MemberDepositStatementResponse; updating: boolean }) {
  const { account } = data;
  return (
    <AccountStatement
      title={T.statementTitle}
      statement={data.statement}
      columns={COLUMNS}
      minYear={parseIsoDate(account.open_date)?.year}
      updating={updating}
      file={{ kind: 'deposit', account: account.account_no }}
    >
      <Card title={T.accountSummary} titleId="deposit-account-title" actions={<DepositStatusBadge closed={account.closed} />}>
        <DepositAccountDetails account={account} />
      </Card>
    </AccountStatement>
  );
}

/** /member/dep_statement/:statement: one deposit account and its statement. */
export function DepositStatementView({ accountNo }: { accountNo: string }) {
  const { search } = useStatementSearch();
  const statement = useQuery(memberDepositStatementQuery(accountNo, statementQuery(search)));
  const account = statement.data?.account;
  return (
    <DataPage
      text={{ title: T.statementTitle, loading: T.statementLoading, failed: T.statementFailed }}
      heading={account?.type_name}
      subtitle={`${T.accountNo} ${accountNo}`}
      query={statement}
      notFound={{ backTo: DEPOSITS_PATH, backLabel: T.backToDeposits }}
    >
      {(data) => <DepositStatement data={data} updating={statement.isPlaceholderData} />}
    </DataPage>
  );
}
