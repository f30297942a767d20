import { CONFIRM_REASON_MAX, type DisputeCase, type DisputeStatus } from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAnswerDispute } from '../api/answer-dispute';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';
import { DisputeStatusOptions } from './dispute-status-options';

/** A staff answer on one case: the status it moves to and the note the member reads (required). */
export function DisputeAnswerForm({ dispute }: { dispute: DisputeCase }) {
  const answer = useAnswerDispute();
  const [status, setStatus] = useState<DisputeStatus>(dispute.status === 'open' ? 'in_review' : dispute.status);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const noteId = `dispute-${dispute.id}-note`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (note.trim() === '') {
      setError(T.needNote);
      document.getElementById(noteId)?.focus();
      return;
    }
    setError(undefined);
    answer.mutate({ id: dispute.id, status, note: note.trim() }, { onSuccess: () => setNote('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${T.saveAnswer} ${dispute.membership_no}`} className="mt-4 space-y-3 border-t border-stone-200 pt-4">
      <label className="block max-w-sm">
        <span className="mb-1.5 block font-semibold">{T.answerStatus}</span>
        <select className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as DisputeStatus)}>
          <DisputeStatusOptions />
        </select>
      </label>
      <FormField id={noteId} label={T.note} error={error}>
        {(a11y) => <textarea {...a11y} value={note} maxLength={CONFIRM_REASON_MAX} rows={3} onChange={(e) => setNote(e.target.value)} className={inputClass} />}
      </FormField>
      <SubmitButton pending={answer.isPending} label={T.saveAnswer} pendingLabel={T.saveAnswer} fit />
    </form>
  );
}
