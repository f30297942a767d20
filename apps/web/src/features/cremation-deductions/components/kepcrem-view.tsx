import { useQuery } from '@tanstack/react-query';
import type { CremationDeduction, CremationMembership, MemberKepcremResponse } from '@coop/contract';
import { formatNumber, formatThaiDate, thaiMonthYear } from '@coop/thai-format';
import { DataPage } from '@/components/ui/data-page';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { DataSection } from '@/components/ui/data-section';
import { Money } from '@/components/ui/money';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { cremationDeductionsQuery } from '../api/get-member-kepcrem';
import { KEPCREM_TEXT as T } from '../messages';


const COLUMNS: readonly TableColumn<CremationDeduction>[] = [
  { key: 'month', header: T.month, primary: true, nowrap: true, cell: (d) => thaiMonthYear(d.year, d.month) },
  { key: 'association', header: T.association, cell: (d) => d.association },
  { key: 'receipt', header: T.receiptNo, cell: (d) => d.receipt_no },
  { key: 'deceased', header: T.deceased, align: 'end', cell: (d) => T.deceasedCount(formatNumber(d.deceased_count, 0)) },
  { key: 'amount', header: T.amount, align: 'end', cell: (d) => <Money value={d.amount} className="font-semibold" /> },
  {
    key: 'status',
    header: T.deductionStatus,
    nowrap: true,
    cell: (d) => <span className={d.posted ? 'text-success' : 'font-semibold text-warning'}>{d.posted ? T.posted : T.notPosted}</span>,
  },
];

function MembershipCard({ membership, index }: { membership: CremationMembership; index: number }) {
  const titleId = `cremation-${index}`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h3 id={titleId} className="mb-3 text-lg font-bold text-balance text-primary">
        {membership.association}
      </h3>
      <DetailList columns={3}>
        <DetailItem label={T.cremationNo}>{membership.cremation_no}</DetailItem>
        <DetailItem label={T.appliedDate}>{formatThaiDate(membership.applied_date)}</DetailItem>
        <DetailItem label={T.status}>{membership.status}</DetailItem>
        <DetailItem label={T.balance}>
          <Money value={membership.balance} baht />
        </DetailItem>
        <DetailItem label={T.arrears}>
          <Money value={membership.arrears} baht className={membership.arrears > 0 ? 'font-semibold text-danger' : ''} />
        </DetailItem>
        <DetailItem label={T.pending}>
          <Money value={membership.pending} baht />
        </DetailItem>
      </DetailList>
      <div className="mt-4 border-t border-stone-200 pt-3">
        <h4 className="text-base font-medium text-stone-600">{T.beneficiaries}</h4>
        {membership.beneficiaries.length === 0 ? (
          <p className="text-lg">{T.noBeneficiary}</p>
        ) : (
          <ul className="text-lg">
            {membership.beneficiaries.map((b) => (
              <li key={`${b.name}-${b.relationship}`}>
                {b.name} <span className="text-stone-700">({b.relationship})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

function KepcremDetails({ data }: { data: MemberKepcremResponse }) {
  return (
    <div className="space-y-6">
      <DataSection id="kepcrem-memberships" title={T.memberships} empty={data.memberships.length === 0} emptyTitle={T.none}>
        {data.memberships.map((m, i) => <MembershipCard key={m.cremation_no} membership={m} index={i} />)}
      </DataSection>
      <DataSection id="kepcrem-deductions" title={T.deductions} empty={data.deductions.length === 0} emptyTitle={T.noDeductions}>
        <ResponsiveTable
          caption={T.deductions}
          columns={COLUMNS}
          rows={data.deductions}
          rowKey={(d) => `${d.year}-${d.month}-${d.association}`}
        />
      </DataSection>
    </div>
  );
}

/** /member/kepcrem: cremation-fund memberships and what each month deducts for them. */
export function KepcremView() {
  const kepcrem = useQuery(cremationDeductionsQuery());
  return (
    <DataPage text={T} query={kepcrem} isEmpty={(data) => data.memberships.length === 0 && data.deductions.length === 0}>
      {(data) => <KepcremDetails data={data} />}
    </DataPage>
  );
}
