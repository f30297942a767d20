import type { StaffAccount, StaffRole } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ChoiceOptions } from '@/components/console/console-fields';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { PasswordInput } from '@/components/ui/password-input';
import { QueryView } from '@/components/ui/query-view';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useCreateStaff } from '../api/create-staff';
import { staffAccountsQuery } from '../api/get-staff';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { useUnlockStaff } from '../api/unlock-staff';
import { useUpdateStaff } from '../api/update-staff';
import { ADMIN_STAFF_TEXT as t } from '../messages';

const ROLES: StaffRole[] = ['admin', 'editor', 'support', 'auditor'];
const CARD = 'rounded-2xl bg-white p-4 shadow-sm sm:p-6';

interface StaffAccountsViewProps {
  /** Thai names of the roles (the console's menu text). */
  roleNames: Record<StaffRole, string>;
  /** The admin looking: their own account cannot be disabled or demoted here. */
  self: string | undefined;
}

/** /admin/staff: add an account, and per account its role, disabling, a reset of a lost authenticator and a lock to lift. */
export function StaffAccountsView({ roleNames, self }: StaffAccountsViewProps) {
  const accounts = useQuery(staffAccountsQuery());
  return (
    <div className="space-y-6">
      <AddStaffForm roleNames={roleNames} />
      <TitledSection title={t.listTitle} className={CARD}>
        <QueryView query={accounts} loadingLabel={t.loading} failedTitle={t.failed}>
          {(list) => (
            <ul className="divide-y divide-stone-200">
              {list.data.map((account) => (
                <li key={account.username}>
                  <StaffRow account={account} roleNames={roleNames} self={account.username === self} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </TitledSection>
    </div>
  );
}

function StaffRow({ account, roleNames, self }: { account: StaffAccount; roleNames: Record<StaffRole, string>; self: boolean }) {
  const update = useUpdateStaff();
  const reset = useResetSecondFactor();
  const unlock = useUnlockStaff();
  const selectId = `role-${account.username}`;
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-lg font-semibold break-words text-stone-900">
          {account.display_name} <span className="font-normal text-stone-600">({account.username})</span>
        </p>
        <p className="text-sm text-stone-600">
          {account.disabled ? <span className="font-semibold text-danger">{t.disabled}</span> : account.enrolled ? t.enrolled : t.notEnrolled}
        </p>
        {account.locked_until && (
          <p className="text-sm font-semibold text-danger">{t.lockedUntil(formatThaiDate(account.locked_until, 'short', { withTime: true }))}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {t.roleOf(account.display_name)}
        </label>
        <select
          id={selectId}
          value={account.role}
          disabled={self || update.isPending}
          onChange={(e) => update.mutate({ username: account.username, change: { role: e.target.value as StaffRole } })}
          className="min-h-12 rounded-lg border-2 border-stone-300 bg-white px-2 text-base"
        >
          <ChoiceOptions choices={ROLES} names={roleNames} />
        </select>
        {!self && (
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => update.mutate({ username: account.username, change: { disabled: !account.disabled } })}
            className={secondaryButtonClass}
          >
            {account.disabled ? t.enable : t.disable}
          </button>
        )}
        {account.locked_until && (
          <button type="button" disabled={unlock.isPending} onClick={() => unlock.mutate(account.username)} className={secondaryButtonClass}>
            {t.unlock}
          </button>
        )}
        {account.enrolled && (
          <button type="button" disabled={reset.isPending} onClick={() => reset.mutate(account.username)} className={secondaryButtonClass}>
            {t.resetSecondFactor}
          </button>
        )}
      </div>
    </div>
  );
}

interface NewStaff {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
}

function AddStaffForm({ roleNames }: { roleNames: Record<StaffRole, string> }) {
  const create = useCreateStaff();
  const { register, handleSubmit, reset, formState } = useForm<NewStaff>({
    defaultValues: { username: '', displayName: '', role: 'editor', password: '' },
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  const filled = (message: string) => ({ validate: (value: string) => value.trim() !== '' || message });
  const submit = handleSubmit(({ username, displayName, role, password }) =>
    create.mutate(
      { username: username.trim().toLowerCase(), display_name: displayName.trim(), role, password },
      // a refusal keeps what was typed; the role chosen stays for the next account
      { onSuccess: (answer) => answer.rc_code === '1' && reset({ username: '', displayName: '', role, password: '' }) },
    ),
  );

  return (
    <TitledSection title={t.addTitle} className={CARD}>
      <p className="mb-4 text-base text-stone-700">{t.addIntro}</p>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField id="staff-new-username" label={t.username} error={errors.username?.message}>
          {(a11y) => <input {...a11y} autoCapitalize="none" spellCheck={false} autoComplete="off" className={inputClass} {...register('username', filled(t.needUsername))} />}
        </FormField>
        <FormField id="staff-new-name" label={t.displayName} error={errors.displayName?.message}>
          {(a11y) => <input {...a11y} autoComplete="off" className={inputClass} {...register('displayName', filled(t.needDisplayName))} />}
        </FormField>
        <FormField id="staff-new-role" label={t.role}>
          {(a11y) => (
            <select {...a11y} className={inputClass} {...register('role')}>
              <ChoiceOptions choices={ROLES} names={roleNames} />
            </select>
          )}
        </FormField>
        <FormField id="staff-new-password" label={t.password} error={errors.password?.message}>
          {(a11y) => (
            <PasswordInput {...a11y} autoComplete="new-password" className={inputClass} {...register('password', { validate: (value) => value !== '' || t.needPassword })} />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <SubmitButton pending={create.isPending} label={t.add} pendingLabel={t.adding} fit />
        </div>
      </form>
    </TitledSection>
  );
}
