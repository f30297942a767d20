import { useQuery } from '@tanstack/react-query';
import type { LoanLine, MemberLoanStatementResponse } from '@coop/contract';
import { formatNumber, formatThaiDate, parseIsoDate } from '@coop/thai-format';
import { CollateralList } from '@/components/ui/collateral-list';
import { AccountStatement } from '@/components/ui/account-statement';
import { DataPage } from '@/components/ui/data-page';
import { Card } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import type { TableColumn } from '@/components/ui/responsive-table';
import { statementQuery } from '@/lib/statement/statement-search';
import { useStatementSearch } from '@/lib/statement/use-statement-search';
import { memberLoanStatementQuery } from '../api/get-loan-statement';
import { LOAN_TEXT as T } from '../messages';
import { LoanContractDetails, LoanProgress, LoanStatusBadge } from './loan-contract-details';

const LOANS_PATH = '/member/loan';

const COLUMNS: readonly TableColumn<LoanLine>[] = [
  { key: 'date', header: T.date, primary: true, cell: (l) => formatThaiDate(l.operate_date, 'short') },
  { key: 'item', header: T.item, summary: 'text', cell: (l) => l.item_desc },
  { key: 'period', header: T.period, align: 'end', cell: (l) => (l.period === null ? '-' : formatNumber(l.period, 0)) },
  { key: 'principal', header: T.principal, align: 'end', cell: (l) => <Money value={l.principal} /> },
  { key: 'interest', header: T.interest, align: 'end', cell: (l) => <Money value={l.interest} /> },
  { key: 'amount', header: T.amount, align: 'end', summary: 'figure', cell: (l) => <Money value={l.amount} className="font-semibold" /> },
  { key: 'balance', header: T.lineBalance, align: 'end', cell: (l) => <Money value={l.balance} /> },
];

function LoanStatement({ data, updating }: { data: MemberLoanStatementResponse; updating: boolean }) {
  const { contract } = data;
  return (
    <AccountStatement
      title={T.statementTitle}
      statement={data.statement}
      columns={COLUMNS}
      minYear={parseIsoDate(contract.start_date)?.year}
      updating={updating}
      file={{ kind: 'loan', account: contract.contract_no }}
    >
      <Card title={T.contractSummary} titleId="loan-contract-title" actions={<LoanStatusBadge signStatus={contract.sign_status} />}>
        <div className="mb-4 rounded-xl bg-stone-50 p-3">
          <LoanProgress contract={contract} />
        </div>
        <LoanContractDetails contract={contract} />
      </Card>
      <Card title={T.collaterals} titleId="loan-collaterals-title">
        {data.collaterals.length === 0 ? <EmptyState title={T.noCollaterals} /> : <CollateralList collaterals={data.collaterals} />}
      </Card>
    </AccountStatement>
  );
}

/** /member/loan_statement/:statement: one contract, its collaterals and its statement. */
export function LoanStatementView({ contractNo }: { contractNo: string }) {
  const { search } = useStatementSearch();
  const statement = useQuery(memberLoanStatementQuery(contractNo, statementQuery(search)));
  const contract = statement.data?.contract;
  return (
    <DataPage
      text={{ title: T.statementTitle, loading: T.statementLoading, failed: T.statementFailed }}
      heading={contract?.loan_type_name}
      subtitle={`${T.contractNo} ${contractNo}`}
      query={statement}
      notFound={{ backTo: LOANS_PATH, backLabel: T.backToLoans }}
    >
      {(data) => <LoanStatement data={data} updating={statement.isPlaceholderData} />}
    </DataPage>
  );
}
