import type { CampaignSummaryResponse, GroupCounts } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { Card } from '@/components/ui/detail-list';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';
import { CampaignCounts } from './campaign-counts';

const count = (n: number) => formatNumber(n, 0);

const groupName = (g: GroupCounts) => (g.member_group_no === '' ? T.noGroup : `${g.member_group_no} ${g.member_group_name}`);

const COLUMNS: readonly TableColumn<GroupCounts>[] = [
  { key: 'group', header: T.group, cell: groupName, primary: true },
  ...(['members', 'answered', 'agreed', 'disputed', 'not_answered'] as const).map(
    (key): TableColumn<GroupCounts> => ({ key, header: T.counts[key], cell: (g) => <span className="tabular-nums">{count(g[key])}</span>, align: 'end' }),
  ),
];

/** The auditor's summary overall (live) and the same counts per member group. */
export function CampaignSummary({ summary }: { summary: CampaignSummaryResponse }) {
  const { counts } = summary.campaign;
  const share = counts.members === 0 ? 0 : (counts.answered / counts.members) * 100;
  return (
    <Card title={T.summary} titleId="confirmation-summary">
      <div className="space-y-4">
        <CampaignCounts counts={counts} />
        <p className="text-base text-stone-600">
          {T.answeredShare(formatNumber(share, 1))} · {T.liveNote}
        </p>
        {summary.groups.length > 0 && (
          <div>
            <h3 className="mb-2 text-lg font-bold text-stone-900">{T.byGroup}</h3>
            <ResponsiveTable caption={T.byGroup} columns={COLUMNS} rows={summary.groups} rowKey={(g) => g.member_group_no} />
          </div>
        )}
      </div>
    </Card>
  );
}
