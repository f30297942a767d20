import type { AdminMarqueeNote } from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { useDeleteMarqueeNote } from '../api/delete-marquee-note';
import { useAdminMarquee } from '../api/get-marquee';
import { useMoveMarqueeNote } from '../api/move-marquee-note';
import { useSaveMarqueeNote } from '../api/save-marquee-note';
import { ADMIN_CONTENT_TEXT as T } from '../messages';
import { RowActions } from '@/components/ui/row-actions';

function NoteForm({ id, initial, onDone }: { id?: number; initial: { note: string; active: boolean }; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveMarqueeNote();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...(id === undefined ? {} : { id }), ...draft }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <label className="block">
        <span className="mb-1 block font-semibold">{T.note}</span>
        <input className={inputClass} value={draft.note} maxLength={500} required onChange={(e) => setDraft({ ...draft, note: e.target.value })} />
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
        {T.active}
      </label>
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

function Notes({ notes }: { notes: AdminMarqueeNote[] }) {
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const move = useMoveMarqueeNote();
  const remove = useDeleteMarqueeNote();
  return (
    <div className="space-y-4">
      {notes.length === 0 && <p className="text-lg text-stone-600">{T.noNotes}</p>}
      <ol className="space-y-3">
        {notes.map((note, index) => (
          <li key={note.id} className="rounded-2xl bg-white p-4 shadow-sm">
            {editing === note.id ? (
              <NoteForm id={note.id} initial={note} onDone={() => setEditing(undefined)} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="min-w-0 text-lg break-words">
                  {note.note}
                  {!note.active && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm">{T.offBadge}</span>}
                </p>
                <RowActions
                  name={note.note}
                  first={index === 0}
                  last={index === notes.length - 1}
                  busy={move.isPending || remove.isPending}
                  onMove={(direction) => move.mutate({ id: note.id, direction })}
                  onEdit={() => setEditing(note.id)}
                  onRemove={() => remove.mutate({ id: note.id })}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <NoteForm initial={{ note: '', active: true }} onDone={() => setEditing(undefined)} />
      ) : (
        <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
          {T.addNote}
        </button>
      )}
    </div>
  );
}

/** The marquee notes in display order (spec 2.2: the band shows the first). */
export function MarqueeEditor() {
  const marquee = useAdminMarquee();
  return (
    <QueryView query={marquee} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => <Notes notes={data.notes} />}
    </QueryView>
  );
}
