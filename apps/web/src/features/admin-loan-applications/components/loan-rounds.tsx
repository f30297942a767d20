import type { LoanRound } from '@coop/contract';
import { formatThaiDate, thaiIsoDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { DownloadButton } from '@/components/ui/download-button';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { SubmitButton } from '@/components/ui/submit-button';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { useAddRound } from '../api/loan-changes';
import { downloadRoundCsv, downloadRoundXlsx } from '../api/loan-downloads';
import { loanRoundsQuery } from '../api/loan-queries';
import { ADMIN_LOAN_TEXT as T } from '../messages';

/** A round is set for this year or the next few; the server refuses a day already past. */
const THIS_YEAR = Number(thaiIsoDate(new Date()).slice(0, 4));

function RoundItem({ round: r }: { round: LoanRound }) {
  const what = T.exportOf(r.name);
  return (
    <li className="space-y-2 rounded-xl border border-stone-200 p-3 sm:p-4">
      <p className="text-lg font-semibold break-words text-stone-900">{r.name}</p>
      <p className="text-base text-stone-700">
        {T.cutoff} {formatThaiDate(r.cutoff_date)} · {T.committee} {formatThaiDate(r.committee_date)}
      </p>
      <p className="text-base text-stone-700">{T.roundCounts(r.applications, r.approved)}</p>
      <div className="flex flex-wrap gap-3">
        <DownloadButton label={T.exportCsv} document={what} download={() => downloadRoundCsv(r.id, 'tis-620')} variant="secondary" />
        <DownloadButton label={T.exportCsvUtf8} document={what} download={() => downloadRoundCsv(r.id, 'utf-8')} variant="secondary" />
        <DownloadButton label={T.exportXlsx} document={what} download={() => downloadRoundXlsx(r.id)} variant="secondary" />
      </div>
    </li>
  );
}

interface RoundDraft {
  name: string;
  cutoff: string;
  committee: string;
}

/** A new round: its name and two days; the server says why a day is refused (past, before the last round's). */
function AddRoundForm() {
  const add = useAddRound();
  const { register, handleSubmit, control, reset, formState } = useForm<RoundDraft>({ defaultValues: { name: '', cutoff: '', committee: '' }, reValidateMode: 'onSubmit' });
  const submit = handleSubmit((draft) => add.mutate({ name: draft.name.trim(), cutoff_date: draft.cutoff, committee_date: draft.committee }, { onSuccess: () => reset() }));
  return (
    <form onSubmit={submit} noValidate aria-labelledby="round-add-title" className="space-y-4 border-t border-stone-200 pt-4">
      <h3 id="round-add-title" className="text-lg font-bold text-primary">
        {T.addRound}
      </h3>
      <FormField id="round-name" label={T.roundName} error={formState.errors.name?.message}>
        {(a11y) => <input {...a11y} maxLength={100} className={inputClass} {...register('name', { validate: (name) => name.trim() !== '' || T.roundNameProblem })} />}
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="cutoff"
          rules={{ validate: (day) => day !== '' || T.cutoffProblem }}
          render={({ field, fieldState }) => (
            <ThaiDateField id="round-cutoff" label={T.cutoff} value={field.value} onChange={field.onChange} minYear={THIS_YEAR} maxYear={THIS_YEAR + 5} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="committee"
          rules={{ validate: (day, draft) => (day !== '' && day >= draft.cutoff) || T.committeeProblem }}
          render={({ field, fieldState }) => (
            <ThaiDateField id="round-committee" label={T.committee} value={field.value} onChange={field.onChange} minYear={THIS_YEAR} maxYear={THIS_YEAR + 5} error={fieldState.error?.message} />
          )}
        />
      </div>
      <SubmitButton pending={add.isPending} label={T.save} pendingLabel={T.saving} fit />
    </form>
  );
}

/** The approval rounds, newest first, each with its counts and the export of its approved applications; a new round below. */
export function LoanRounds() {
  const rounds = useQuery(loanRoundsQuery());
  return (
    <section aria-labelledby="rounds-title" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="rounds-title" className="text-xl font-bold text-primary">
          {T.rounds}
        </h2>
        <p className="mt-1 text-base text-stone-600">{T.roundsHint}</p>
      </div>
      <QueryView query={rounds} loadingLabel={T.roundsLoading} failedTitle={T.roundsFailed}>
        {(data) =>
          data.rounds.length === 0 ? (
            <p className="text-base text-stone-700">{T.noRounds}</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {data.rounds.map((r) => (
                <RoundItem key={r.id} round={r} />
              ))}
            </ul>
          )
        }
      </QueryView>
      <AddRoundForm />
    </section>
  );
}
