import type { AdminCandidate, AdminElection, AdminPollingPlace, AdminPosition, CandidateSaveBody, PlaceSaveBody } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { useDeleteCandidate } from '../api/delete-candidate';
import { useDeletePlace } from '../api/delete-place';
import { useDeletePosition } from '../api/delete-position';
import { useAdminElection } from '../api/get-election';
import { useMovePlace } from '../api/move-place';
import { useMovePosition } from '../api/move-position';
import { useSaveCandidate } from '../api/save-candidate';
import { useSavePlace } from '../api/save-place';
import { useSavePosition } from '../api/save-position';
import { useUploadCandidatePhoto } from '../api/upload-candidate-photo';
import { ADMIN_SITE_TEXT as T } from '../messages';
import { RowActions } from '@/components/ui/row-actions';
import { ThaiDateField } from '@/components/ui/thai-date-field';

const PICTURES = 'image/png,image/jpeg,image/gif,image/bmp';
const labelClass = 'mb-1 block font-semibold';

function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {T.save}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onCancel}>
        {T.cancel}
      </button>
    </div>
  );
}

function PositionForm({ electionId, position, onDone }: { electionId: number; position?: AdminPosition; onDone: () => void }) {
  const [name, setName] = useState(position?.name ?? '');
  const [seats, setSeats] = useState(String(position?.seats ?? 1));
  const save = useSavePosition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...(position ? { id: position.id } : {}), election_id: electionId, name, seats: Number(seats) }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <label className="block">
          <span className={labelClass}>{T.positionName}</span>
          <input className={inputClass} value={name} maxLength={200} required onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="block">
          <span className={labelClass}>{T.seats}</span>
          <input type="number" inputMode="numeric" min={1} max={100} className={inputClass} value={seats} required onChange={(e) => setSeats(e.target.value)} />
        </label>
      </div>
      <FormButtons busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

type CandidateDraft = Omit<CandidateSaveBody, 'id' | 'position_id' | 'number' | 'votes'> & { number: string; votes: string };

function CandidateForm({
  positionId,
  candidate,
  nextNumber,
  resultsOpen,
  onDone,
}: {
  positionId: number;
  candidate?: AdminCandidate;
  nextNumber: number;
  resultsOpen: boolean;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<CandidateDraft>({
    number: String(candidate?.number ?? nextNumber),
    name: candidate?.name ?? '',
    profile: candidate?.profile ?? '',
    photo: candidate?.photo ?? null,
    votes: candidate?.votes === null || candidate?.votes === undefined ? '' : String(candidate.votes),
    elected: candidate?.elected ?? false,
  });
  const save = useSaveCandidate();
  const upload = useUploadCandidatePhoto();
  const set = (change: Partial<CandidateDraft>) => setDraft((d) => ({ ...d, ...change }));
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: (r) => set({ photo: r.path }) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <label className="block">
          <span className={labelClass}>{T.candidateNumber}</span>
          <input type="number" inputMode="numeric" min={1} max={999} className={inputClass} value={draft.number} required onChange={(e) => set({ number: e.target.value })} />
        </label>
        <label className="block">
          <span className={labelClass}>{T.candidateName}</span>
          <input className={inputClass} value={draft.name} maxLength={200} required onChange={(e) => set({ name: e.target.value })} />
        </label>
      </div>
      <p className="text-base text-stone-600">{T.candidateNumberHelp}</p>
      <label className="block">
        <span className={labelClass}>{T.profile}</span>
        <textarea className={`${inputClass} min-h-28`} value={draft.profile} maxLength={5_000} onChange={(e) => set({ profile: e.target.value })} />
      </label>
      <div className="space-y-2">
        <span className={labelClass}>{T.photo}</span>
        {draft.photo && <img src={draft.photo} alt="" className="h-32 w-24 rounded-lg bg-stone-200 object-cover" />}
        <div className="flex flex-wrap gap-3">
          <label className={secondaryButtonClass}>
            {upload.isPending ? T.uploading : T.uploadPhoto}
            <input type="file" accept={PICTURES} className="sr-only" onChange={picked} />
          </label>
          {draft.photo && (
            <button type="button" className={secondaryButtonClass} onClick={() => set({ photo: null })}>
              {T.removePhoto}
            </button>
          )}
        </div>
        <p className="text-base text-stone-600">{T.photoHelp}</p>
      </div>
      {resultsOpen ? (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-end">
            <label className="block">
              <span className={labelClass}>{T.votes}</span>
              <input type="number" inputMode="numeric" min={0} className={inputClass} value={draft.votes} onChange={(e) => set({ votes: e.target.value })} />
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" className="size-5" checked={draft.elected} onChange={(e) => set({ elected: e.target.checked })} />
              {T.elected}
            </label>
          </div>
          <p className="text-base text-stone-600">{T.resultsHelp}</p>
        </div>
      ) : (
        <p className="text-base text-stone-600">{T.resultsLater}</p>
      )}
      <FormButtons busy={save.isPending || upload.isPending} onCancel={onDone} />
    </form>
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

function CandidateRow({ candidate, onEdit, onRemove, busy }: { candidate: AdminCandidate; onEdit: () => void; onRemove: () => void; busy: boolean }) {
  const label = `${T.numbered(candidate.number)} ${candidate.name}`;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <CandidatePhoto photo={candidate.photo} number={candidate.number} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold break-words">{label}</p>
        {candidate.profile && <p className="line-clamp-2 text-base break-words whitespace-pre-line text-stone-600">{candidate.profile}</p>}
        {(candidate.votes !== null || candidate.elected) && (
          <p className="text-base">
            {candidate.votes !== null && T.votesCount(formatNumber(candidate.votes))}
            {candidate.elected && <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">{T.elected}</span>}
          </p>
        )}
      </div>
      <RowActions name={label} busy={busy} onEdit={onEdit} onRemove={onRemove} />
    </div>
  );
}

function PositionCard({
  position,
  electionId,
  index,
  count,
  resultsOpen,
}: {
  position: AdminPosition;
  electionId: number;
  index: number;
  count: number;
  resultsOpen: boolean;
}) {
  const [editing, setEditing] = useState<'position' | number | 'new' | undefined>();
  const move = useMovePosition();
  const remove = useDeletePosition();
  const removeCandidate = useDeleteCandidate();
  const busy = move.isPending || remove.isPending || removeCandidate.isPending;
  const nextNumber = Math.max(0, ...position.candidates.map((c) => c.number)) + 1;
  const close = () => setEditing(undefined);
  return (
    <li className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      {editing === 'position' ? (
        <PositionForm electionId={electionId} position={position} onDone={close} />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold break-words">{position.name}</h3>
            <p className="text-base text-stone-600">{T.seatsCount(position.seats)}</p>
          </div>
          <RowActions
            name={position.name}
            first={index === 0}
            last={index === count - 1}
            busy={busy}
            onMove={(direction) => move.mutate({ id: position.id, direction })}
            onEdit={() => setEditing('position')}
            onRemove={() => remove.mutate({ id: position.id })}
          />
        </div>
      )}
      <div className="space-y-3 border-t border-stone-200 pt-4">
        <h4 className="font-semibold">{T.candidates}</h4>
        {position.candidates.length === 0 && <p className="text-stone-600">{T.noCandidates}</p>}
        <ol className="divide-y divide-stone-200">
          {position.candidates.map((c) => (
            <li key={c.id} className="py-3">
              {editing === c.id ? (
                <CandidateForm positionId={position.id} candidate={c} nextNumber={nextNumber} resultsOpen={resultsOpen} onDone={close} />
              ) : (
                <CandidateRow candidate={c} busy={busy} onEdit={() => setEditing(c.id)} onRemove={() => removeCandidate.mutate({ id: c.id })} />
              )}
            </li>
          ))}
        </ol>
        {editing === 'new' ? (
          <CandidateForm positionId={position.id} nextNumber={nextNumber} resultsOpen={resultsOpen} onDone={close} />
        ) : (
          <button type="button" className={secondaryButtonClass} onClick={() => setEditing('new')}>
            {T.addCandidate}
          </button>
        )}
      </div>
    </li>
  );
}

type PlaceDraft = Omit<PlaceSaveBody, 'id' | 'election_id'>;

function PlaceForm({ electionId, place, defaultDate, onDone }: { electionId: number; place?: AdminPollingPlace; defaultDate: string; onDone: () => void }) {
  const dateId = useId();
  const [draft, setDraft] = useState<PlaceDraft>({
    name: place?.name ?? '',
    address: place?.address ?? '',
    vote_date: place?.vote_date ?? defaultDate,
    opens_at: place?.opens_at ?? '08:30',
    closes_at: place?.closes_at ?? '15:30',
  });
  const save = useSavePlace();
  const set = (change: Partial<PlaceDraft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...(place ? { id: place.id } : {}), election_id: electionId, ...draft }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <label className="block">
        <span className={labelClass}>{T.placeName}</span>
        <input className={inputClass} value={draft.name} maxLength={200} required onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label className="block">
        <span className={labelClass}>{T.placeAddress}</span>
        <input className={inputClass} value={draft.address} maxLength={500} required onChange={(e) => set({ address: e.target.value })} />
      </label>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_9rem_9rem]">
        <div className="col-span-2 sm:col-span-1">
          <ThaiDateField
            id={dateId}
            label={T.voteDate}
            value={draft.vote_date}
            onChange={(vote_date) => set({ vote_date })}
            minYear={2000}
            maxYear={new Date().getFullYear() + 2}
          />
        </div>
        <label className="block">
          <span className={labelClass}>{T.opensAt}</span>
          <input type="time" className={inputClass} value={draft.opens_at} required onChange={(e) => set({ opens_at: e.target.value.slice(0, 5) })} />
        </label>
        <label className="block">
          <span className={labelClass}>{T.closesAt}</span>
          <input type="time" className={inputClass} value={draft.closes_at} required onChange={(e) => set({ closes_at: e.target.value.slice(0, 5) })} />
        </label>
      </div>
      <FormButtons busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

function Places({ election, places }: { election: AdminElection; places: AdminPollingPlace[] }) {
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const move = useMovePlace();
  const remove = useDeletePlace();
  const busy = move.isPending || remove.isPending;
  const close = () => setEditing(undefined);
  const defaultDate = election.voting_starts_at.slice(0, 10);
  return (
    <Section title={T.places}>
      {places.length === 0 && <p className="text-lg text-stone-600">{T.noPlaces}</p>}
      <ol className="space-y-3">
        {places.map((place, index) => (
          <li key={place.id} className="rounded-2xl bg-white p-4 shadow-sm">
            {editing === place.id ? (
              <PlaceForm electionId={election.id} place={place} defaultDate={defaultDate} onDone={close} />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="text-lg font-semibold break-words">{place.name}</p>
                  <p className="break-words text-stone-700">{place.address}</p>
                  <p className="text-base text-stone-600">
                    {formatThaiDate(place.vote_date, 'short')} {T.hours(place.opens_at, place.closes_at)}
                  </p>
                </div>
                <RowActions
                  name={place.name}
                  first={index === 0}
                  last={index === places.length - 1}
                  busy={busy}
                  onMove={(direction) => move.mutate({ id: place.id, direction })}
                  onEdit={() => setEditing(place.id)}
                  onRemove={() => remove.mutate({ id: place.id })}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <PlaceForm electionId={election.id} defaultDate={defaultDate} onDone={close} />
      ) : (
        <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
          {T.addPlace}
        </button>
      )}
    </Section>
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
  const [adding, setAdding] = useState(false);
  const [openedAt] = useState(() => Date.now());
  // votes and who was elected exist once the voting is over (the server refuses them before)
  const resultsOpen = openedAt >= new Date(election.voting_ends_at).getTime();
  return (
    <Section title={T.positions}>
      {positions.length === 0 && <p className="text-lg text-stone-600">{T.noPositions}</p>}
      <ol className="space-y-4">
        {positions.map((p, index) => (
          <PositionCard key={p.id} position={p} electionId={election.id} index={index} count={positions.length} resultsOpen={resultsOpen} />
        ))}
      </ol>
      {adding ? (
        <PositionForm electionId={election.id} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className={primaryButtonClass} onClick={() => setAdding(true)}>
          {T.addPosition}
        </button>
      )}
    </Section>
  );
}

/** One election's positions with their candidates, and its polling places: add, edit, reorder, delete. */
export function ElectionContentsEditor({ id }: { id: number }) {
  const election = useAdminElection(id);
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
