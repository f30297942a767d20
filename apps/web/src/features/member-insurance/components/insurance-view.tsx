import { useQuery } from '@tanstack/react-query';
import type { InsurancePolicy } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { DataPage } from '@/components/ui/data-page';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { Money } from '@/components/ui/money';
import { memberInsuranceQuery } from '../api/get-member-insurance';
import { INSURANCE_TEXT as T } from '../messages';

function PolicyCard({ policy }: { policy: InsurancePolicy }) {
  const titleId = `policy-${policy.policy_no}`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-primary">
          {policy.policy_type}
          <span className="block text-base font-semibold text-stone-700">
            {T.policyNo} {policy.policy_no}
          </span>
        </h2>
        <span className="inline-block rounded-full border-2 border-success/40 bg-primary-light px-3 py-0.5 text-sm font-semibold text-success">
          {policy.status}
        </span>
      </div>
      <DetailList>
        <DetailItem label={T.coverage} emphasis>
          <Money value={policy.coverage} baht />
        </DetailItem>
        <DetailItem label={T.insurer}>{policy.insurer}</DetailItem>
        <DetailItem label={T.premium}>
          <Money value={policy.premium} baht />
        </DetailItem>
        <DetailItem label={T.monthlyPremium}>
          <Money value={policy.monthly_premium} baht />
        </DetailItem>
        <DetailItem label={T.period}>{T.periodText(formatThaiDate(policy.start_date), formatThaiDate(policy.end_date))}</DetailItem>
      </DetailList>
    </article>
  );
}

/** /member/insurance: the group insurance policies the member holds through the cooperative. */
export function InsuranceView() {
  const insurance = useQuery(memberInsuranceQuery());
  return (
    <DataPage text={T} query={insurance} isEmpty={(data) => data.policies.length === 0}>
      {(data) => (
        <div className="space-y-4">
          {data.policies.map((policy) => (
            <PolicyCard key={policy.policy_no} policy={policy} />
          ))}
        </div>
      )}
    </DataPage>
  );
}
