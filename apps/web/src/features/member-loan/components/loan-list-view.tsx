import type { LoanContract, MemberLoanResponse } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryView } from '@/components/ui/query-view';
import { useMemberLoan } from '../api/get-member-loan';
import { LOAN_TEXT as T } from '../messages';
import { LoanContractDetails, LoanProgress, LoanStatusBadge } from './loan-contract-details';

export const loanStatementPath = (contractNo: string) => `/member/loan_statement/${encodeURIComponent(contractNo)}`;

function ContractCard({ contract }: { contract: LoanContract }) {
  const titleId = `loan-${contract.contract_no}`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-primary">
          {contract.loan_type_name}
          <span className="block text-base font-semibold text-stone-700">
            {T.contractNo} {contract.contract_no}
          </span>
        </h2>
        <LoanStatusBadge signStatus={contract.sign_status} />
      </div>
      <div className="mb-4 rounded-xl bg-stone-50 p-3">
        <LoanProgress contract={contract} />
      </div>
      <LoanContractDetails contract={contract} />
      <Link
        to={loanStatementPath(contract.contract_no)}
        aria-label={T.viewStatementOf(contract.contract_no)}
        className={`${primaryButtonClass} mt-5 w-full sm:w-auto`}
      >
        {T.viewStatement}
      </Link>
    </article>
  );
}

function LoanList({ data }: { data: MemberLoanResponse }) {
  if (data.contracts.length === 0) {
    return (
      <EmptyState title={T.none}>
        <p>{T.noneHint}</p>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <Card title={T.totals} titleId="loan-totals-title">
        <DetailList columns={3}>
          <DetailItem label={T.totalBalance} emphasis>
            <Money value={data.total_balance} baht />
          </DetailItem>
          <DetailItem label={T.totalApproved}>
            <Money value={data.total_approved} baht />
          </DetailItem>
          <DetailItem label={T.contractCount}>
            {formatNumber(data.contracts.length, 0)} {T.contracts}
          </DetailItem>
        </DetailList>
      </Card>
      {data.contracts.map((contract) => (
        <ContractCard key={contract.contract_no} contract={contract} />
      ))}
    </div>
  );
}

/** /member/loan: each contract with its repayment progress and a way to its statement. */
export function LoanListView() {
  const loans = useMemberLoan();
  return (
    <div>
      <PageHeading>{T.title}</PageHeading>
      <QueryView query={loans} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => <LoanList data={data} />}
      </QueryView>
    </div>
  );
}
