import { PASSWORD_RULE_TEXT, passwordProblem } from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { PASSWORD_TEXT } from '../messages';

interface FieldErrors {
  old?: string;
  next?: string;
  confirm?: string;
}

const FIELD_IDS: Record<keyof FieldErrors, string> = { old: 'old-password', next: 'new-password', confirm: 'confirm-password' };

function check(old: string, next: string, confirm: string): FieldErrors {
  return {
    old: old === '' ? PASSWORD_TEXT.needOldPassword : undefined,
    next: passwordProblem(next, old),
    confirm: confirm === '' ? PASSWORD_TEXT.needConfirm : confirm !== next ? PASSWORD_TEXT.mismatch : undefined,
  };
}

/**
 * Old password, new and confirmation; checked here with the same rules as the server (passwordProblem), then
 * sent. rc_code '1' gives a "Success" toast with rc_des, anything else an "Error" toast with rc_des (spec 8).
 */
export function PasswordChangeForm() {
  const change = useChangePassword();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(old, next, confirm);
    setErrors(found);
    setRefusal(undefined);
    const firstInvalid = (Object.keys(FIELD_IDS) as (keyof FieldErrors)[]).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(FIELD_IDS[firstInvalid])?.focus();
      return;
    }
    change.mutate(
      { mem_password: next, mem_oldpassword: old },
      {
        onSuccess: (answer) => {
          if (answer.rc_code === '1') {
            notifySuccess(answer.rc_des, PASSWORD_TEXT.successTitle);
            setOld('');
            setNext('');
            setConfirm('');
          } else {
            notifyError(answer.rc_des, PASSWORD_TEXT.errorTitle);
            setRefusal(answer.rc_des);
          }
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-title" className="space-y-5">
      <FormField id={FIELD_IDS.old} label={PASSWORD_TEXT.oldPassword} error={errors.old}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="current-password"
            value={old}
            onChange={(e) => setOld(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id={FIELD_IDS.next} label={PASSWORD_TEXT.newPassword} help={PASSWORD_RULE_TEXT} error={errors.next}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id={FIELD_IDS.confirm} label={PASSWORD_TEXT.confirmPassword} error={errors.confirm}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>

      {refusal && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger-light px-4 py-3 text-base font-medium text-danger">
          {refusal}
        </p>
      )}

      <p className="text-sm text-stone-600">{PASSWORD_TEXT.afterChange}</p>

      <button type="submit" disabled={change.isPending} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {change.isPending && <Spinner className="size-5" />}
        {change.isPending ? PASSWORD_TEXT.submitting : PASSWORD_TEXT.submit}
      </button>
    </form>
  );
}
