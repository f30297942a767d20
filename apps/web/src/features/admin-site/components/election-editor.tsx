import type { AdminElection, ElectionSaveBody } from '@coop/contract';
import { formatThaiDate, thaiIsoDate } from '@coop/thai-format';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LabeledField } from '@/components/console/console-fields';
import { ItemForm } from '@/components/console/item-form';
import { OrderedListEditor } from '@/components/console/ordered-list-editor';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { ThaiDateTimeField } from '@/components/ui/thai-date-time-field';
import { adminElectionsQuery } from '../api/get-elections';
import { useSaveElection } from '../api/save-election';
import { ADMIN_SITE_TEXT as T } from '../messages';

const THIS_YEAR = new Date().getFullYear();
const MOMENTS = ['voting_starts_at', 'voting_ends_at', 'results_published_at'] as const;

type Draft = Record<'title' | 'description' | 'announced_on' | (typeof MOMENTS)[number], string>;

function ElectionForm({ election, onDone }: { election: AdminElection | undefined; onDone: () => void }) {
  const { register, handleSubmit, control } = useForm<Draft>({
    defaultValues: {
      title: election?.title ?? '',
      description: election?.description ?? '',
      announced_on: election?.announced_on ?? thaiIsoDate(new Date()),
      voting_starts_at: election?.voting_starts_at ?? '',
      voting_ends_at: election?.voting_ends_at ?? '',
      results_published_at: election?.results_published_at ?? '',
    },
  });
  const save = useSaveElection();
  const submit = handleSubmit((draft) => {
    const body: ElectionSaveBody = { ...(election ? { id: election.id } : {}), ...draft, results_published_at: draft.results_published_at || null };
    save.mutate(body, { onSuccess: onDone });
  });
  const F = T.electionFields;
  return (
    <ItemForm onSubmit={submit} busy={save.isPending} onCancel={onDone} className="space-y-4 rounded-xl bg-stone-50 p-4">
      <LabeledField label={F.title}>
        <input className={inputClass} maxLength={300} required {...register('title')} />
      </LabeledField>
      <LabeledField label={F.description}>
        <textarea className={`${inputClass} min-h-40`} maxLength={20_000} {...register('description')} />
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="announced_on"
          render={({ field }) => (
            <ThaiDateField id="election-announced-on" label={F.announced_on} value={field.value} onChange={field.onChange} minYear={2000} maxYear={THIS_YEAR + 2} />
          )}
        />
        {MOMENTS.map((key) => (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field }) => (
              <ThaiDateTimeField id={`election-${key}`} label={F[key]} value={field.value} onChange={field.onChange} minYear={2000} maxYear={THIS_YEAR + 2} />
            )}
          />
        ))}
      </div>
    </ItemForm>
  );
}

/** The elections the public page shows: title, description and dates; a new one. */
export function ElectionEditor() {
  const elections = useQuery(adminElectionsQuery());
  return (
    <QueryView query={elections} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => (
        <div className="space-y-4">
          <p className="text-stone-600">{T.candidatesNote}</p>
          <OrderedListEditor
            items={data.elections}
            idOf={(e) => e.id}
            nameOf={(e) => e.title}
            empty={T.noElections}
            addLabel={T.addElection}
            rowClassName="flex flex-wrap items-start justify-between gap-3"
            renderItem={(e) => (
              <div className="min-w-0">
                <p className="text-lg font-semibold break-words">{e.title}</p>
                <p className="text-sm text-stone-600">
                  {T.electionFields.voting_starts_at} {formatThaiDate(e.voting_starts_at, 'short', { withTime: true })}
                </p>
              </div>
            )}
            actions={(e, edit) => (
              <div className="flex flex-wrap gap-2">
                <button type="button" className={secondaryButtonClass} onClick={edit}>
                  {T.edit}
                </button>
                <Link to={`/admin/election/${e.id}`} className={secondaryButtonClass}>
                  {T.openContents}
                </Link>
              </div>
            )}
            renderForm={(election, done) => <ElectionForm election={election} onDone={done} />}
          />
        </div>
      )}
    </QueryView>
  );
}
