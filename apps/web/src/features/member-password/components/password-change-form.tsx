import type { PasswordContext } from '@coop/password-policy';
import { type FormEvent, useMemo, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { judgeNewPassword, NewPasswordFields } from '@/components/ui/new-password-fields';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { notifyError } from '@/lib/notify';
import { usePasswordPolicyCheck } from '@/lib/use-password-policy';
import { type PasswordArea, useChangePassword } from '../api/change-password';
import { PASSWORD_TEXT } from '../messages';

interface FieldErrors {
  old?: string;
  next?: string;
  confirm?: string;
}

const FIELD_IDS: Record<keyof FieldErrors, string> = { old: 'old-password', next: 'new-password', confirm: 'confirm-password' };

/** What the form knows of the member for the policy; the national ID only the server has. */
export type MemberPasswordFacts = Omit<PasswordContext, 'oldPassword'>;

interface PasswordChangeFormProps {
  /** Undefined until the member's data arrives; the server checks those rules either way. */
  member: MemberPasswordFacts | undefined;
  /** The member-group area changes the group's password with the same form. */
  area?: PasswordArea;
}

/**
 * Old password, new and confirmation. The new one is judged as it is typed by the same policy as the server's
 * (@coop/password-policy) and refused here with the server's Thai rule; then sent. rc_code '1' gives a "Success"
 * toast with rc_des, anything else an "Error" toast with rc_des (spec 8).
 */
export function PasswordChangeForm({ member, area = 'member' }: PasswordChangeFormProps) {
  const change = useChangePassword(area);
  const { policy, checking, policyNow } = usePasswordPolicyCheck();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  const context = useMemo<PasswordContext>(() => ({ ...member, oldPassword: old || undefined }), [member, old]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const loaded = await policyNow();
    const found: FieldErrors = {
      old: old === '' ? PASSWORD_TEXT.needOldPassword : undefined,
      ...judgeNewPassword(next, confirm, context, loaded),
    };
    setErrors(found);
    const firstInvalid = (Object.keys(FIELD_IDS) as (keyof FieldErrors)[]).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(FIELD_IDS[firstInvalid])?.focus();
      return;
    }
    change.mutate(
      { mem_password: next, mem_oldpassword: old },
      {
        onSuccess: (answer) => {
          // a success's rc_des is shown by the client itself (spec 7)
          if (answer.rc_code === '1') {
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

  const busy = checking || change.isPending;
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
      <NewPasswordFields
        ids={{ next: FIELD_IDS.next, confirm: FIELD_IDS.confirm }}
        labels={{ next: PASSWORD_TEXT.newPassword, confirm: PASSWORD_TEXT.confirmPassword }}
        next={next}
        confirm={confirm}
        onNext={(value) => {
          setNext(value);
          // the meter says what is wrong with the new value; the error was about the old one
          setErrors((previous) => ({ ...previous, next: undefined }));
        }}
        onConfirm={setConfirm}
        errors={errors}
        context={context}
        policy={policy}
      />

      {refusal && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger-light px-4 py-3 text-base font-medium text-danger">
          {refusal}
        </p>
      )}

      <p className="text-sm text-stone-600">{PASSWORD_TEXT.afterChange}</p>

      <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {busy && <Spinner className="size-5" />}
        {change.isPending ? PASSWORD_TEXT.submitting : PASSWORD_TEXT.submit}
      </button>
    </form>
  );
}
