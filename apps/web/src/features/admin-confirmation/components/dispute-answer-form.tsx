import { CONFIRM_REASON_MAX, DISPUTE_STATUSES, DISPUTE_STATUS_NAMES, type DisputeCase, type DisputeStatus } from '@coop/contract';
import { useForm } from 'react-hook-form';
import { ChoiceOptions } from '@/components/console/console-fields';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAnswerDispute } from '../api/answer-dispute';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

/** A staff answer on one case: the status it moves to and the note the member reads (required). */
export function DisputeAnswerForm({ dispute }: { dispute: DisputeCase }) {
  const answer = useAnswerDispute();
  const { register, handleSubmit, resetField, formState } = useForm<{ status: DisputeStatus; note: string }>({
    defaultValues: { status: dispute.status === 'open' ? 'in_review' : dispute.status, note: '' },
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(({ status, note }) => answer.mutate({ id: dispute.id, status, note: note.trim() }, { onSuccess: () => resetField('note') }));

  return (
    <form onSubmit={submit} noValidate aria-label={`${T.saveAnswer} ${dispute.membership_no}`} className="mt-4 space-y-3 border-t border-stone-200 pt-4">
      <label className="block max-w-sm">
        <span className="mb-1.5 block font-semibold">{T.answerStatus}</span>
        <select className={inputClass} {...register('status')}>
          <ChoiceOptions choices={DISPUTE_STATUSES} names={DISPUTE_STATUS_NAMES} />
        </select>
      </label>
      <FormField id={`dispute-${dispute.id}-note`} label={T.note} error={formState.errors.note?.message}>
        {(a11y) => (
          <textarea {...a11y} maxLength={CONFIRM_REASON_MAX} rows={3} className={inputClass} {...register('note', { validate: (note) => note.trim() !== '' || T.needNote })} />
        )}
      </FormField>
      <SubmitButton pending={answer.isPending} label={T.saveAnswer} pendingLabel={T.saveAnswer} fit />
    </form>
  );
}
