import { BALANCE_KIND_NAMES, type ConfirmationCampaign, type SnapshotGroup, type SnapshotKindTotal } from '@coop/contract';
import { buddhistYear, formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Card } from '@/components/ui/detail-list';
import { Money } from '@/components/ui/money';
import { QueryView } from '@/components/ui/query-view';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { campaignSnapshotQuery } from '../api/get-snapshot';
import { useSignOff } from '../api/sign-off';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';
import { signOffStatus } from '../signoff-status';

const count = (n: number) => <span className="tabular-nums">{formatNumber(n, 0)}</span>;

const GROUP_COLUMNS: readonly TableColumn<SnapshotGroup>[] = [
  { key: 'group', header: T.group, cell: (g) => (g.member_group_no === '' ? T.noGroup : `${g.member_group_no} ${g.member_group_name}`), primary: true },
  { key: 'members', header: T.members, cell: (g) => count(g.members), align: 'end' },
  { key: 'lines', header: T.kindLines, cell: (g) => count(g.lines), align: 'end' },
];

const KIND_COLUMNS: readonly TableColumn<SnapshotKindTotal>[] = [
  { key: 'kind', header: T.kind, cell: (k) => BALANCE_KIND_NAMES[k.kind], primary: true },
  { key: 'lines', header: T.kindLines, cell: (k) => count(k.lines), align: 'end' },
  { key: 'units', header: T.units, cell: (k) => (k.units === null ? '-' : <Money value={k.units} />), align: 'end' },
  { key: 'amount', header: T.amount, cell: (k) => <Money value={k.amount} />, align: 'end' },
];

/**
 * What the letters will state and the auditor's sign-off of it (decision 084): the population per unit, the balances
 * per kind and their fingerprint; the auditor signs a draft off here, and staff see whether the campaign may open.
 */
export function SignOffSection({ campaign, canSignOff }: { campaign: ConfirmationCampaign; canSignOff: boolean }) {
  const snapshot = useQuery(campaignSnapshotQuery(campaign.id));
  const signOff = useSignOff();
  return (
    <Card title={T.signOffTitle} titleId="confirmation-signoff">
      <QueryView query={snapshot} loadingLabel={T.signOffLoading} failedTitle={T.signOffFailed}>
        {({ snapshot: s, signoff, signoff_current: current }) => (
          <div className="space-y-4">
            <p role="status" className={`rounded-lg px-4 py-3 font-semibold ${current ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}>
              {signOffStatus(campaign.status === 'draft', signoff, current)}
            </p>
            <p className="text-base text-stone-700">{T.signOffHelp}</p>
            <p className="font-semibold text-stone-900">{T.totalMembers(formatNumber(s.members, 0), formatNumber(s.lines, 0))}</p>
            <div>
              <h3 className="mb-2 text-lg font-bold text-stone-900">{T.balances}</h3>
              <ResponsiveTable caption={T.balances} columns={KIND_COLUMNS} rows={s.kinds} rowKey={(k) => k.kind} />
            </div>
            <div>
              <h3 className="mb-2 text-lg font-bold text-stone-900">{T.population}</h3>
              <ResponsiveTable caption={T.population} columns={GROUP_COLUMNS} rows={s.groups} rowKey={(g) => g.member_group_no} />
            </div>
            <div>
              <p className="text-sm font-semibold text-stone-700">{T.fingerprint}</p>
              <p data-testid="snapshot-sha256" className="font-mono text-sm break-all text-stone-900">
                {s.sha256}
              </p>
            </div>
            {canSignOff && campaign.status === 'draft' && !current && s.lines > 0 && (
              <ConfirmButton
                question={T.confirmSignOff(buddhistYear(campaign.year))}
                confirmLabel={T.signOff}
                className={primaryButtonClass}
                disabled={signOff.isPending}
                onConfirm={() => signOff.mutate({ id: campaign.id, sha256: s.sha256 })}
              >
                {T.signOff}
              </ConfirmButton>
            )}
          </div>
        )}
      </QueryView>
    </Card>
  );
}
