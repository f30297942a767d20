import type { AdminMarqueeNote, MarqueeSaveBody } from '@coop/contract';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { CheckboxField, LabeledField } from '@/components/console/console-fields';
import { ItemForm } from '@/components/console/item-form';
import { OrderedListEditor } from '@/components/console/ordered-list-editor';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { useDeleteMarqueeNote } from '../api/delete-marquee-note';
import { adminMarqueeQuery } from '../api/get-marquee';
import { useMoveMarqueeNote } from '../api/move-marquee-note';
import { useSaveMarqueeNote } from '../api/save-marquee-note';
import { ADMIN_CONTENT_TEXT as T } from '../messages';

type NoteDraft = Omit<MarqueeSaveBody, 'id'>;

function NoteForm({ note, onDone }: { note: AdminMarqueeNote | undefined; onDone: () => void }) {
  const { register, handleSubmit } = useForm<NoteDraft>({ defaultValues: { note: note?.note ?? '', active: note?.active ?? true } });
  const save = useSaveMarqueeNote();
  const submit = handleSubmit((draft) => save.mutate({ ...(note ? { id: note.id } : {}), ...draft }, { onSuccess: onDone }));
  return (
    <ItemForm onSubmit={submit} busy={save.isPending} onCancel={onDone}>
      <LabeledField label={T.note}>
        <input className={inputClass} maxLength={500} required {...register('note')} />
      </LabeledField>
      <CheckboxField label={T.active} {...register('active')} />
    </ItemForm>
  );
}

/** The marquee notes in display order (spec 2.2: the band shows the first). */
export function MarqueeEditor() {
  const marquee = useQuery(adminMarqueeQuery());
  const move = useMoveMarqueeNote();
  const remove = useDeleteMarqueeNote();
  return (
    <QueryView query={marquee} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => (
        <OrderedListEditor
          items={data.notes}
          idOf={(note) => note.id}
          nameOf={(note) => note.note}
          empty={T.noNotes}
          addLabel={T.addNote}
          move={move}
          remove={remove}
          renderItem={(note) => (
            <p className="min-w-0 text-lg break-words">
              {note.note}
              {!note.active && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm">{T.offBadge}</span>}
            </p>
          )}
          renderForm={(note, done) => <NoteForm note={note} onDone={done} />}
        />
      )}
    </QueryView>
  );
}
