import { countLetters, IMPERSONATION_REASON_MIN } from '@coop/contract';
import { type FormEvent, useState } from 'react';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.trim();
    const tooShort = countLetters(text) < IMPERSONATION_REASON_MIN;
    setError(tooShort ? t.reasonNeeded : undefined);
    setRefusal(undefined);
    if (tooShort) {
      document.getElementById('impersonation-reason')?.focus();
      return;
    }
    request.mutate({ membership_no: membershipNo, reason: text }, { onSuccess: onStarted, onError: (e) => setRefusal(e.message) });
  };

  return (
    <Card title={t.impersonateTitle} titleId="impersonate-title">
      <p className="mb-3 text-base text-stone-700">{t.impersonateHelp}</p>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <FormField id="impersonation-reason" label={t.reasonLabel} help={t.reasonHelp} error={error}>
          {(a11y) => <textarea {...a11y} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={500} className={inputClass} />}
        </FormField>
        <FormRefusal message={refusal} />
        <SubmitButton pending={request.isPending} label={t.impersonate} pendingLabel={t.impersonating} />
      </form>
    </Card>
  );
}
