import { REMINDER_ROUND_NAMES, type ReminderRound } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/detail-list';
import { QueryView } from '@/components/ui/query-view';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { reminderRoundsQuery } from '../api/get-reminder-rounds';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

const C = T.roundColumns;

const COLUMNS: readonly TableColumn<ReminderRound>[] = [
  { key: 'name', header: C.name, cell: (r) => REMINDER_ROUND_NAMES[r.name] ?? r.name, primary: true },
  { key: 'sent_at', header: C.sent_at, cell: (r) => formatThaiDate(r.sent_at, 'short', { withTime: true }) },
  ...(['reached', 'answered', 'agreed', 'disputed', 'still_silent'] as const).map(
    (key): TableColumn<ReminderRound> => ({ key, header: C[key], cell: (r) => <span className="tabular-nums">{formatNumber(r[key], 0)}</span>, align: 'end' }),
  ),
];

/** Each reminder round, whom it reached and the answers that came after it, for the auditor (decision 084). */
export function ReminderRoundsSection({ campaignId }: { campaignId: number }) {
  const rounds = useQuery(reminderRoundsQuery(campaignId));
  return (
    <Card title={T.roundsTitle} titleId="confirmation-rounds">
      <QueryView query={rounds} loadingLabel={T.roundsLoading} failedTitle={T.roundsFailed}>
        {({ data }) =>
          data.length === 0 ? <p className="text-stone-600">{T.noRounds}</p> : <ResponsiveTable caption={T.roundsTitle} columns={COLUMNS} rows={data} rowKey={(r) => r.name} />
        }
      </QueryView>
    </Card>
  );
}
