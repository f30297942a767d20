import { countLetters, IMPERSONATION_REASON_MIN } from '@coop/contract';
import { useForm } from 'react-hook-form';
import { Card } from '@/components/ui/detail-list';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRequestImpersonation } from '../api/request-impersonation';
import { ADMIN_MEMBERS_TEXT as t } from '../messages';

/** The reason, then the member's view: the server keeps the request for /member/impersonate to open. */
export function ImpersonationForm({ membershipNo, onStarted }: { membershipNo: string; onStarted: () => void }) {
  const request = useRequestImpersonation();
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { reason: '' }, reValidateMode: 'onSubmit' });
  const submit = handleSubmit(({ reason }) =>
    request.mutate({ membership_no: membershipNo, reason: reason.trim() }, { onSuccess: onStarted, onError: (e) => setError('root', { message: e.message }) }),
  );
  const rules = { validate: (reason: string) => countLetters(reason.trim()) >= IMPERSONATION_REASON_MIN || t.reasonNeeded };

  return (
    <Card title={t.impersonateTitle} titleId="impersonate-title">
      <p className="mb-3 text-base text-stone-700">{t.impersonateHelp}</p>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <FormField id="impersonation-reason" label={t.reasonLabel} help={t.reasonHelp} error={formState.errors.reason?.message}>
          {(a11y) => <textarea {...a11y} rows={3} maxLength={500} className={inputClass} {...register('reason', rules)} />}
        </FormField>
        <FormRefusal message={formState.errors.root?.message} />
        <SubmitButton pending={request.isPending} label={t.impersonate} pendingLabel={t.impersonating} />
      </form>
    </Card>
  );
}
