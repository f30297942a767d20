import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { LoanContract, MemberLoanResponse } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { DataPage } from '@/components/ui/data-page';
import { AccountCard } from '@/components/ui/account-card';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { Money } from '@/components/ui/money';
import { MonthBalanceChart } from '@/components/ui/month-balance-chart';
import { memberLoanQuery } from '../api/get-member-loan';
import { LOAN_TEXT as T } from '../messages';
import { LoanContractDetails, LoanProgress, LoanStatusBadge } from './loan-contract-details';

// below the contracts: loaded once the page has drawn, so the page's first load leaves it out (061)
const HousingCertificateCard = lazy(() => import('./housing-certificate-card').then((m) => ({ default: m.HousingCertificateCard })));

export const loanStatementPath = (contractNo: string) => `/member/loan_statement/${encodeURIComponent(contractNo)}`;

function ContractCard({ contract }: { contract: LoanContract }) {
  return (
    <AccountCard
      titleId={`loan-${contract.contract_no}`}
      title={contract.loan_type_name}
      subtitle={`${T.contractNo} ${contract.contract_no}`}
      badge={<LoanStatusBadge signStatus={contract.sign_status} />}
      statementPath={loanStatementPath(contract.contract_no)}
      statementLabel={T.viewStatement}
      statementAriaLabel={T.viewStatementOf(contract.contract_no)}
    >
      <div className="mb-4 rounded-xl bg-stone-50 p-3">
        <LoanProgress contract={contract} />
      </div>
      <LoanContractDetails contract={contract} />
    </AccountCard>
  );
}

function LoanList({ data }: { data: MemberLoanResponse }) {
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
      <MonthBalanceChart title={T.chartTitle} titleId="loan-chart-title" summary={T.chartSummary} series={T.chartSeries} months={data.monthly} />
      {data.contracts.map((contract) => (
        <ContractCard key={contract.contract_no} contract={contract} />
      ))}
      <Suspense fallback={null}>
        <HousingCertificateCard />
      </Suspense>
    </div>
  );
}

/** Before a new loan: how much the member may borrow by the rules (their own figures), and the public calculator. */
function NewLoanLinks() {
  const link = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-4';
  return (
    <div className="no-print mt-6 space-y-2 rounded-2xl bg-primary-light p-4 text-base text-primary-dark">
      <p>
        {T.eligibilityHint}{' '}
        <Link to="/member/loan-eligibility" className={link}>
          {T.eligibility}
        </Link>
      </p>
      <p>
        {T.applicationsHint}{' '}
        <Link to="/member/loan-applications" className={link}>
          {T.applications}
        </Link>
      </p>
      <p>
        {T.calculatorHint}{' '}
        <Link to="/loancal" className={link}>
          {T.calculator}
        </Link>
      </p>
    </div>
  );
}

/** /member/loan: each contract with its repayment progress and a way to its statement, and the loan calculator. */
export function LoanListView() {
  const loans = useQuery(memberLoanQuery());
  return (
    <>
      <DataPage text={T} query={loans} isEmpty={(data) => data.contracts.length === 0}>
        {(data) => <LoanList data={data} />}
      </DataPage>
      <NewLoanLinks />
    </>
  );
}
