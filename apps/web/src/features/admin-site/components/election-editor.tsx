import type { AdminElection, ElectionSaveBody } from '@coop/contract';
import { formatThaiDate, thaiIsoDate } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { ThaiDateTimeField } from '@/components/ui/thai-date-time-field';
import { useAdminElections } from '../api/get-elections';
import { useSaveElection } from '../api/save-election';
import { ADMIN_SITE_TEXT as T } from '../messages';

const THIS_YEAR = new Date().getFullYear();

type Draft = Record<'title' | 'description' | 'announced_on' | 'voting_starts_at' | 'voting_ends_at' | 'results_published_at', string>;

function ElectionForm({ election, onDone }: { election: AdminElection | undefined; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>({
    title: election?.title ?? '',
    description: election?.description ?? '',
    announced_on: election?.announced_on ?? thaiIsoDate(new Date()),
    voting_starts_at: election?.voting_starts_at ?? '',
    voting_ends_at: election?.voting_ends_at ?? '',
    results_published_at: election?.results_published_at ?? '',
  });
  const save = useSaveElection();
  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ElectionSaveBody = {
      ...(election ? { id: election.id } : {}),
      title: draft.title,
      description: draft.description,
      announced_on: draft.announced_on,
      voting_starts_at: draft.voting_starts_at,
      voting_ends_at: draft.voting_ends_at,
      results_published_at: draft.results_published_at || null,
    };
    save.mutate(body, { onSuccess: onDone });
  };
  const F = T.electionFields;
  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl bg-stone-50 p-4">
      <label className="block">
        <span className="mb-1 block font-semibold">{F.title}</span>
        <input className={inputClass} value={draft.title} maxLength={300} required onChange={(e) => set('title', e.target.value)} />
      </label>
      <label className="block">
        <span className="mb-1 block font-semibold">{F.description}</span>
        <textarea className={`${inputClass} min-h-40`} value={draft.description} maxLength={20_000} onChange={(e) => set('description', e.target.value)} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <ThaiDateField
          id="election-announced-on"
          label={F.announced_on}
          value={draft.announced_on}
          onChange={(value) => set('announced_on', value)}
          minYear={2000}
          maxYear={THIS_YEAR + 2}
        />
        {(['voting_starts_at', 'voting_ends_at', 'results_published_at'] as const).map((key) => (
          <ThaiDateTimeField
            key={key}
            id={`election-${key}`}
            label={F[key]}
            value={draft[key]}
            onChange={(value) => set(key, value)}
            minYear={2000}
            maxYear={THIS_YEAR + 2}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {T.save}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

/** The elections the public page shows: title, description and dates; a new one. */
export function ElectionEditor() {
  const elections = useAdminElections();
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  return (
    <QueryView query={elections} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => (
        <div className="space-y-4">
          <p className="text-stone-600">{T.candidatesNote}</p>
          {data.elections.length === 0 && <p className="text-lg text-stone-600">{T.noElections}</p>}
          <ol className="space-y-3">
            {data.elections.map((e) => (
              <li key={e.id} className="rounded-2xl bg-white p-4 shadow-sm">
                {editing === e.id ? (
                  <ElectionForm election={e} onDone={() => setEditing(undefined)} />
                ) : (
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="text-lg font-semibold break-words">{e.title}</p>
                      <p className="text-sm text-stone-600">
                        {T.electionFields.voting_starts_at} {formatThaiDate(e.voting_starts_at, 'short', { withTime: true })}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className={secondaryButtonClass} onClick={() => setEditing(e.id)}>
                        {T.edit}
                      </button>
                      <Link to={`/admin/election/${e.id}`} className={secondaryButtonClass}>
                        {T.openContents}
                      </Link>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ol>
          {editing === 'new' ? (
            <ElectionForm election={undefined} onDone={() => setEditing(undefined)} />
          ) : (
            <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
              {T.addElection}
            </button>
          )}
        </div>
      )}
    </QueryView>
  );
}
