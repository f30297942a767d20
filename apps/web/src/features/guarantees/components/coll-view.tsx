import { useQuery } from '@tanstack/react-query';
import type { GuaranteedLoan, MemberCollResponse, MyLoanCollaterals } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { DataPage } from '@/components/ui/data-page';
import { CollateralList } from '@/components/ui/collateral-list';
import { DataSection } from '@/components/ui/data-section';
import { Money } from '@/components/ui/money';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { guaranteesQuery } from '../api/get-member-coll';
import { COLL_TEXT as T } from '../messages';

const GUARANTEEING_COLUMNS: readonly TableColumn<GuaranteedLoan>[] = [
  {
    key: 'contract',
    header: T.contract,
    primary: true,
    nowrap: true,
    cell: (g) => (
      <>
        {g.contract_no}
        <span className="block text-base font-normal text-stone-700">{g.loan_type_name}</span>
      </>
    ),
  },
  { key: 'borrower', header: T.borrower, cell: (g) => `${g.borrower_name} (${g.borrower_no})` },
  { key: 'guaranteed', header: T.amountGuaranteed, align: 'end', cell: (g) => <Money value={g.amount_guaranteed} /> },
  { key: 'balance', header: T.balance, align: 'end', cell: (g) => <Money value={g.principal_balance} className="font-semibold" /> },
  { key: 'start', header: T.startDate, nowrap: true, cell: (g) => formatThaiDate(g.start_date, 'short') },
  {
    key: 'status',
    header: T.status,
    nowrap: true,
    cell: (g) => <span className={g.in_arrears ? 'font-semibold text-danger' : 'text-stone-700'}>{g.in_arrears ? T.inArrears : T.normal}</span>,
  },
];

function MyLoanCard({ loan }: { loan: MyLoanCollaterals }) {
  const titleId = `coll-${loan.contract_no}`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-primary">
          {loan.loan_type_name}
          <span className="block text-base font-semibold text-stone-700">
            {T.contractNo} {loan.contract_no}
          </span>
        </h3>
        <p className="text-right">
          <span className="block text-sm font-medium text-stone-600">{T.balance}</span>
          <Money value={loan.principal_balance} baht className="text-lg font-semibold" />
        </p>
      </div>
      {loan.collaterals.length === 0 ? (
        <p className="text-base text-stone-700">{T.noCollaterals}</p>
      ) : (
        <CollateralList collaterals={loan.collaterals} />
      )}
    </article>
  );
}

function CollDetails({ data }: { data: MemberCollResponse }) {
  return (
    <div className="space-y-6">
      <DataSection id="coll-guaranteeing" title={T.guaranteeing} empty={data.guaranteeing.length === 0} emptyTitle={T.noneGuaranteeing}>
        <ResponsiveTable caption={T.guaranteeing} columns={GUARANTEEING_COLUMNS} rows={data.guaranteeing} rowKey={(g) => g.contract_no} />
      </DataSection>
      <DataSection id="coll-guaranteed-by" title={T.guaranteedBy} empty={data.guaranteed_by.length === 0} emptyTitle={T.noneGuaranteedBy}>
        {data.guaranteed_by.map((loan) => <MyLoanCard key={loan.contract_no} loan={loan} />)}
      </DataSection>
    </div>
  );
}

/** /member/coll: the loans the member guarantees for others, and what guarantees the member's own loans. */
export function CollView() {
  const coll = useQuery(guaranteesQuery());
  return (
    <DataPage text={T} query={coll}>
      {(data) => <CollDetails data={data} />}
    </DataPage>
  );
}
