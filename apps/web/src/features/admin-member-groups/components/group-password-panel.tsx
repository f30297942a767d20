import type { GroupSummary } from '@coop/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { PasswordInput } from '@/components/ui/password-input';
import { SecretActions } from '@/components/ui/secret-actions';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCreateGroupAccount } from '../api/create-group-account';
import { useResetGroupPassword } from '../api/reset-group-password';
import { ADMIN_GROUPS_TEXT as t } from '../messages';

/**
 * Creating a group's login, or a new password for it: one made by the server and shown here once, or staff's own
 * (judged by the server's password policy, whose Thai refusal stays under the form).
 */
export function GroupPasswordPanel({ group, onClose }: { group: GroupSummary; onClose: () => void }) {
  const create = useCreateGroupAccount();
  const reset = useResetGroupPassword();
  const call = group.has_account ? reset : create;
  const { register, handleSubmit, control, setError, formState } = useForm({ defaultValues: { mode: 'generate', password: '' }, reValidateMode: 'onSubmit' });
  const own = useWatch({ control, name: 'mode' }) === 'own';
  const [generated, setGenerated] = useState<string>();
  const idBase = `group-${group.member_group_no}`;

  if (generated) {
    return (
      <div className="mt-3 rounded-lg border-2 border-primary bg-primary-light p-4">
        <p className="font-semibold">{t.generatedTitle}</p>
        <SecretActions what={t.passwordName} copyText={generated} printTitle={t.generatedPrintTitle(group.name, group.member_group_no)}>
          <p className="my-2 font-mono text-2xl font-bold tracking-wider break-all select-all" data-testid="generated-password">
            {generated}
          </p>
        </SecretActions>
        <p className="mb-3 text-base text-stone-700">{t.generatedHelp}</p>
        <button type="button" className={`${primaryButtonClass} w-full sm:w-auto`} onClick={onClose}>
          {t.done}
        </button>
      </div>
    );
  }

  const submit = handleSubmit(({ password }) => {
    call.mutate(
      { member_group_no: group.member_group_no, ...(own ? { password } : {}) },
      { onSuccess: (answer) => (answer.generated_password ? setGenerated(answer.generated_password) : onClose()), onError: (e) => setError('root', { message: e.message }) },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 rounded-lg bg-stone-100 p-4">
      <p className="font-semibold">{t.passwordTitle(group.has_account ? t.reset : t.create, group.name)}</p>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t.passwordLabel}</legend>
        {(['generate', 'own'] as const).map((mode) => (
          <label key={mode} className="flex min-h-12 items-center gap-3 text-base">
            <input type="radio" value={mode} className="size-5 accent-primary" {...register('mode')} />
            {mode === 'own' ? t.ownPassword : t.generate}
          </label>
        ))}
      </fieldset>
      {own && (
        <FormField id={`${idBase}-password`} label={t.passwordLabel} error={formState.errors.password?.message}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" className={inputClass} {...register('password', { validate: (password) => !own || password !== '' || t.needPassword })} />}
        </FormField>
      )}
      <FormRefusal message={formState.errors.root?.message} />
      <div className="grid gap-2 sm:flex">
        <SubmitButton pending={call.isPending} label={t.save} pendingLabel={t.saving} fit />
        <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
