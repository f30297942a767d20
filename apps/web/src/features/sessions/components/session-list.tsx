import type { SessionEntry } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { PasswordConfirmDialog } from '@/components/ui/password-confirm-dialog';
import { QueryView } from '@/components/ui/query-view';
import { StatusPill } from '@/components/ui/status-pill';
import { type SessionArea, sessionsQuery, useEndSessions } from '../api/sessions';
import { SESSION_TEXT as T } from '../messages';

const when = (iso: string) => formatThaiDate(iso, 'long', { withTime: true });

interface SessionListProps {
  area: SessionArea;
  /** A staff user looks through the member's session: the list is shown, nothing may be ended (decision 031). */
  impersonating?: boolean;
}

/** The devices signed in to this account now, this one first marked; any other ended, or all of them, after the password. */
export function SessionList({ area, impersonating = false }: SessionListProps) {
  const query = useQuery(sessionsQuery(area));
  const { endOne, endOthers } = useEndSessions(area);
  const [ending, setEnding] = useState<SessionEntry | 'others'>();
  return (
    <section aria-labelledby="sessions-title" className="space-y-4">
      <h2 id="sessions-title" className="text-xl font-bold text-primary">
        {T.title}
      </h2>
      <p className="rounded-2xl bg-white p-4 text-base text-stone-700 shadow-sm">{T.explain}</p>
      {impersonating && <p className="rounded-lg bg-amber-50 p-3 text-base text-amber-950">{T.impersonating}</p>}
      <QueryView query={query} loadingLabel={T.loading} failedTitle={T.failed}>
        {({ sessions }) => {
          const others = sessions.filter((s) => !s.current);
          const canEnd = !impersonating;
          return (
            <>
              <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm">
                {sessions.map((s) => (
                  <li key={s.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words text-stone-900">
                        {s.device}
                        {s.current && <StatusPill tone="bg-green-100 text-green-900">{T.thisDevice}</StatusPill>}
                      </p>
                      <p className="text-base text-stone-700">{T.from(s.address)}</p>
                      <p className="text-base text-stone-700">{T.started(when(s.started_at))}</p>
                      <p className="text-base text-stone-700">{T.lastUsed(when(s.last_used_at))}</p>
                    </div>
                    {canEnd && !s.current && (
                      <button type="button" className={`${secondaryButtonClass} shrink-0`} onClick={() => setEnding(s)} aria-label={T.endLabel(s.device)}>
                        {T.end}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
              {others.length === 0 ? (
                <p className="text-base text-stone-700">{T.onlyThis}</p>
              ) : (
                canEnd && (
                  <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} onClick={() => setEnding('others')}>
                    {T.endOthers}
                  </button>
                )
              )}
            </>
          );
        }}
      </QueryView>
      {ending && (
        <PasswordConfirmDialog
          id="session-end-password"
          title={ending === 'others' ? T.endOthers : T.endTitle}
          description={ending === 'others' ? T.endOthersQuestion : T.endQuestion(ending.device)}
          confirmLabel={ending === 'others' ? T.endOthers : T.end}
          text={T}
          onConfirm={(password) => (ending === 'others' ? endOthers.mutateAsync(password) : endOne.mutateAsync({ id: ending.id, password }))}
          onClose={() => setEnding(undefined)}
        />
      )}
    </section>
  );
}
