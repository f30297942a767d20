import { useQuery } from '@tanstack/react-query';
import type { InsurancePolicy } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { DataPage } from '@/components/ui/data-page';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { Money } from '@/components/ui/money';
import { RecordCard } from '@/components/ui/record-card';
import { memberInsuranceQuery } from '../api/get-member-insurance';
import { INSURANCE_TEXT as T } from '../messages';

function PolicyCard({ policy }: { policy: InsurancePolicy }) {
  const titleId = `policy-${policy.policy_no}`;
  return (
    <RecordCard
      titleId={titleId}
      title={policy.policy_type}
      subtitle={`${T.policyNo} ${policy.policy_no}`}
      badge={
        <span className="inline-block rounded-full border-2 border-success/40 bg-primary-light px-3 py-0.5 text-sm font-semibold text-success">
          {policy.status}
        </span>
      }
    >
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
    </RecordCard>
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
