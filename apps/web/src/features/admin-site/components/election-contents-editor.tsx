import type { AdminCandidate, AdminElection, AdminPollingPlace, AdminPosition, CandidateSaveBody, PlaceSaveBody } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { type ReactNode, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckboxField, LabeledField } from '@/components/console/console-fields';
import { PICTURE_TYPES, FilePickButton } from '@/components/console/file-pick-button';
import { ItemForm } from '@/components/console/item-form';
import { OrderedListEditor } from '@/components/console/ordered-list-editor';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { useDeleteCandidate } from '../api/delete-candidate';
import { useDeletePlace } from '../api/delete-place';
import { useDeletePosition } from '../api/delete-position';
import { adminElectionQuery } from '../api/get-election';
import { useMovePlace } from '../api/move-place';
import { useMovePosition } from '../api/move-position';
import { useSaveCandidate } from '../api/save-candidate';
import { useSavePlace } from '../api/save-place';
import { useSavePosition } from '../api/save-position';
import { useUploadCandidatePhoto } from '../api/upload-candidate-photo';
import { ADMIN_SITE_TEXT as T } from '../messages';

const labelClass = 'mb-1 block font-semibold';

function PositionForm({ electionId, position, onDone }: { electionId: number; position: AdminPosition | undefined; onDone: () => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { name: position?.name ?? '', seats: String(position?.seats ?? 1) } });
  const save = useSavePosition();
  const submit = handleSubmit(({ name, seats }) =>
    save.mutate({ ...(position ? { id: position.id } : {}), election_id: electionId, name, seats: Number(seats) }, { onSuccess: onDone }),
  );
  return (
    <ItemForm onSubmit={submit} busy={save.isPending} onCancel={onDone}>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <LabeledField label={T.positionName}>
          <input className={inputClass} maxLength={200} required {...register('name')} />
        </LabeledField>
        <LabeledField label={T.seats}>
          <input type="number" inputMode="numeric" min={1} max={100} className={inputClass} required {...register('seats')} />
        </LabeledField>
      </div>
    </ItemForm>
  );
}

type CandidateDraft = Omit<CandidateSaveBody, 'id' | 'position_id' | 'number' | 'votes'> & { number: string; votes: string };

interface CandidateFormProps {
  positionId: number;
  candidate: AdminCandidate | undefined;
  nextNumber: number;
  resultsOpen: boolean;
  onDone: () => void;
}

function CandidateForm({ positionId, candidate, nextNumber, resultsOpen, onDone }: CandidateFormProps) {
  const { register, handleSubmit, control, setValue } = useForm<CandidateDraft>({
    defaultValues: {
      number: String(candidate?.number ?? nextNumber),
      name: candidate?.name ?? '',
      profile: candidate?.profile ?? '',
      photo: candidate?.photo ?? null,
      votes: candidate?.votes === null || candidate?.votes === undefined ? '' : String(candidate.votes),
      elected: candidate?.elected ?? false,
    },
  });
  const save = useSaveCandidate();
  const upload = useUploadCandidatePhoto();
  const photo = useWatch({ control, name: 'photo' });
  const submit = handleSubmit((draft) =>
    save.mutate(
      {
        ...(candidate ? { id: candidate.id } : {}),
        position_id: positionId,
        number: Number(draft.number),
        name: draft.name,
        profile: draft.profile,
        photo: draft.photo,
        votes: resultsOpen && draft.votes !== '' ? Number(draft.votes) : null,
        elected: resultsOpen && draft.elected,
      },
      { onSuccess: onDone },
    ),
  );
  return (
    <ItemForm onSubmit={submit} busy={save.isPending || upload.isPending} onCancel={onDone}>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <LabeledField label={T.candidateNumber}>
          <input type="number" inputMode="numeric" min={1} max={999} className={inputClass} required {...register('number')} />
        </LabeledField>
        <LabeledField label={T.candidateName}>
          <input className={inputClass} maxLength={200} required {...register('name')} />
        </LabeledField>
      </div>
      <p className="text-base text-stone-600">{T.candidateNumberHelp}</p>
      <LabeledField label={T.profile}>
        <textarea className={`${inputClass} min-h-28`} maxLength={5_000} {...register('profile')} />
      </LabeledField>
      <div className="space-y-2">
        <span className={labelClass}>{T.photo}</span>
        {photo && <img src={photo} alt="" className="h-32 w-24 rounded-lg bg-stone-200 object-cover" />}
        <div className="flex flex-wrap gap-3">
          <FilePickButton
            label={T.uploadPhoto}
            busyLabel={T.uploading}
            busy={upload.isPending}
            accept={PICTURE_TYPES}
            onFile={(file) => upload.mutate({ kind: 'picture', file }, { onSuccess: (r) => setValue('photo', r.path) })}
          />
          {photo && (
            <button type="button" className={secondaryButtonClass} onClick={() => setValue('photo', null)}>
              {T.removePhoto}
            </button>
          )}
        </div>
        <p className="text-base text-stone-600">{T.photoHelp}</p>
      </div>
      {resultsOpen ? (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-end">
            <LabeledField label={T.votes}>
              <input type="number" inputMode="numeric" min={0} className={inputClass} {...register('votes')} />
            </LabeledField>
            <CheckboxField label={T.elected} {...register('elected')} />
          </div>
          <p className="text-base text-stone-600">{T.resultsHelp}</p>
        </div>
      ) : (
        <p className="text-base text-stone-600">{T.resultsLater}</p>
      )}
    </ItemForm>
  );
}

/** The candidate's photo, or the ballot number in its place when there is none or the file is missing. */
function CandidatePhoto({ photo, number }: { photo: string | null; number: number }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (photo && failed !== photo) return <img src={photo} alt="" className="h-20 w-16 shrink-0 rounded-lg object-cover" onError={() => setFailed(photo)} />;
  return (
    <div className="flex h-20 w-16 shrink-0 items-center justify-center rounded-lg bg-stone-200 text-2xl font-bold text-stone-600" aria-hidden="true">
      {number}
    </div>
  );
}

const candidateLabel = (candidate: AdminCandidate) => `${T.numbered(candidate.number)} ${candidate.name}`;

function CandidateSummary({ candidate }: { candidate: AdminCandidate }) {
  return (
    <>
      <CandidatePhoto photo={candidate.photo} number={candidate.number} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold break-words">{candidateLabel(candidate)}</p>
        {candidate.profile && <p className="line-clamp-2 text-base break-words whitespace-pre-line text-stone-600">{candidate.profile}</p>}
        {(candidate.votes !== null || candidate.elected) && (
          <p className="text-base">
            {candidate.votes !== null && T.votesCount(formatNumber(candidate.votes))}
            {candidate.elected && <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">{T.elected}</span>}
          </p>
        )}
      </div>
    </>
  );
}

/** A position's candidates in ballot order: add, edit, delete (their order is their number). */
function Candidates({ position, resultsOpen, busy }: { position: AdminPosition; resultsOpen: boolean; busy: boolean }) {
  const remove = useDeleteCandidate();
  const nextNumber = Math.max(0, ...position.candidates.map((c) => c.number)) + 1;
  return (
    <div className="space-y-3 border-t border-stone-200 pt-4">
      <h4 className="font-semibold">{T.candidates}</h4>
      <OrderedListEditor
        items={position.candidates}
        idOf={(c) => c.id}
        nameOf={candidateLabel}
        empty={T.noCandidates}
        addLabel={T.addCandidate}
        addLook="secondary"
        remove={remove}
        busy={busy}
        className="space-y-3"
        listClassName="divide-y divide-stone-200"
        itemClassName="py-3"
        rowClassName="flex flex-wrap items-start gap-3"
        renderItem={(c) => <CandidateSummary candidate={c} />}
        renderForm={(c, done) => <CandidateForm positionId={position.id} candidate={c} nextNumber={nextNumber} resultsOpen={resultsOpen} onDone={done} />}
      />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Positions({ election, positions }: { election: AdminElection; positions: AdminPosition[] }) {
  const [openedAt] = useState(() => Date.now());
  const move = useMovePosition();
  const remove = useDeletePosition();
  // votes and who was elected exist once the voting is over (the server refuses them before)
  const resultsOpen = openedAt >= new Date(election.voting_ends_at).getTime();
  return (
    <Section title={T.positions}>
      <OrderedListEditor
        items={positions}
        idOf={(p) => p.id}
        nameOf={(p) => p.name}
        empty={T.noPositions}
        addLabel={T.addPosition}
        move={move}
        remove={remove}
        listClassName="space-y-4"
        itemClassName="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
        rowClassName="flex flex-wrap items-start justify-between gap-3"
        renderItem={(p) => (
          <div className="min-w-0">
            <h3 className="text-lg font-semibold break-words">{p.name}</h3>
            <p className="text-base text-stone-600">{T.seatsCount(p.seats)}</p>
          </div>
        )}
        renderForm={(p, done) => <PositionForm electionId={election.id} position={p} onDone={done} />}
        below={(p) => <Candidates position={p} resultsOpen={resultsOpen} busy={move.isPending || remove.isPending} />}
      />
    </Section>
  );
}

type PlaceDraft = Omit<PlaceSaveBody, 'id' | 'election_id'>;

function PlaceForm({ electionId, place, defaultDate, onDone }: { electionId: number; place: AdminPollingPlace | undefined; defaultDate: string; onDone: () => void }) {
  const dateId = useId();
  const { register, handleSubmit, control } = useForm<PlaceDraft>({
    defaultValues: {
      name: place?.name ?? '',
      address: place?.address ?? '',
      vote_date: place?.vote_date ?? defaultDate,
      opens_at: place?.opens_at ?? '08:30',
      closes_at: place?.closes_at ?? '15:30',
    },
  });
  const save = useSavePlace();
  const clock = { setValueAs: (value: string) => value.slice(0, 5) };
  const submit = handleSubmit((draft) => save.mutate({ ...(place ? { id: place.id } : {}), election_id: electionId, ...draft }, { onSuccess: onDone }));
  return (
    <ItemForm onSubmit={submit} busy={save.isPending} onCancel={onDone}>
      <LabeledField label={T.placeName}>
        <input className={inputClass} maxLength={200} required {...register('name')} />
      </LabeledField>
      <LabeledField label={T.placeAddress}>
        <input className={inputClass} maxLength={500} required {...register('address')} />
      </LabeledField>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_9rem_9rem]">
        <div className="col-span-2 sm:col-span-1">
          <Controller
            control={control}
            name="vote_date"
            render={({ field }) => (
              <ThaiDateField id={dateId} label={T.voteDate} value={field.value} onChange={field.onChange} minYear={2000} maxYear={new Date().getFullYear() + 2} />
            )}
          />
        </div>
        <LabeledField label={T.opensAt}>
          <input type="time" className={inputClass} required {...register('opens_at', clock)} />
        </LabeledField>
        <LabeledField label={T.closesAt}>
          <input type="time" className={inputClass} required {...register('closes_at', clock)} />
        </LabeledField>
      </div>
    </ItemForm>
  );
}

function Places({ election, places }: { election: AdminElection; places: AdminPollingPlace[] }) {
  const move = useMovePlace();
  const remove = useDeletePlace();
  const defaultDate = election.voting_starts_at.slice(0, 10);
  return (
    <Section title={T.places}>
      <OrderedListEditor
        items={places}
        idOf={(place) => place.id}
        nameOf={(place) => place.name}
        empty={T.noPlaces}
        addLabel={T.addPlace}
        move={move}
        remove={remove}
        rowClassName="flex flex-wrap items-start justify-between gap-3"
        renderItem={(place) => (
          <div className="min-w-0 flex-1 basis-48">
            <p className="text-lg font-semibold break-words">{place.name}</p>
            <p className="break-words text-stone-700">{place.address}</p>
            <p className="text-base text-stone-600">
              {formatThaiDate(place.vote_date, 'short')} {T.hours(place.opens_at, place.closes_at)}
            </p>
          </div>
        )}
        renderForm={(place, done) => <PlaceForm electionId={election.id} place={place} defaultDate={defaultDate} onDone={done} />}
      />
    </Section>
  );
}

/** One election's positions with their candidates, and its polling places: add, edit, reorder, delete. */
export function ElectionContentsEditor({ id }: { id: number }) {
  const election = useQuery(adminElectionQuery(id));
  return (
    <div className="space-y-8">
      <Link to="/admin/election" className="inline-flex min-h-11 items-center font-semibold text-primary underline">
        {T.backToElections}
      </Link>
      <QueryView query={election} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => (
          <div className="space-y-8">
            <div className="rounded-2xl bg-white p-4 shadow-sm">
              <p className="text-lg font-semibold break-words">{data.election.title}</p>
              <p className="text-base text-stone-600">
                {T.electionFields.voting_starts_at} {formatThaiDate(data.election.voting_starts_at, 'short', { withTime: true })}
              </p>
            </div>
            <Positions election={data.election} positions={data.positions} />
            <Places election={data.election} places={data.polling_places} />
          </div>
        )}
      </QueryView>
    </div>
  );
}
