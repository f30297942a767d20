import type { BroadcastAudience } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { broadcastReachQuery } from '../api/broadcast-queries';
import { ADMIN_BROADCASTS_TEXT as T } from '../messages';

/** How many members the audience holds and how many each channel reaches, counted by the server as it is picked. */
export function BroadcastReach({ audience, ready }: { audience: BroadcastAudience; ready: boolean }) {
  const reach = useQuery({ ...broadcastReachQuery(audience), enabled: ready });
  if (!ready) return <p className="text-stone-600">{T.reachNote}</p>;
  if (reach.isError) return <p className="font-medium text-danger">{reach.error.message}</p>;
  if (!reach.data) return <p role="status">{T.reachLoading}</p>;
  return (
    <div aria-live="polite">
      <p className="text-2xl font-bold text-primary">{T.reachMembers(formatNumber(reach.data.members))}</p>
      <ul className="mt-3 divide-y divide-stone-200">
        {reach.data.channels.map((c) => (
          <li key={c.channel} className="flex items-baseline justify-between gap-3 py-2">
            <span className="font-semibold">{T.channelNames[c.channel]}</span>
            <span className={c.configured ? 'tabular-nums' : 'text-stone-500'}>{c.configured ? formatNumber(c.members) : T.notConfigured}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-stone-600">{T.reachNote}</p>
    </div>
  );
}
