import type { PasskeyEntry } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { DialogForm, PasswordConfirmDialog, useDialogAction } from '@/components/ui/password-confirm-dialog';
import { StatusPill } from '@/components/ui/status-pill';
import { SubmitButton } from '@/components/ui/submit-button';
import { PASSKEY_TEXT as T } from '../messages';

const when = (iso: string) => formatThaiDate(iso, 'long', { withTime: true });

interface PasskeyListProps {
  passkeys: readonly PasskeyEntry[];
  /** Renaming, where the owner may (members); absent for staff, whose passkeys keep the device's name. */
  onRename?: (id: number, name: string) => Promise<unknown>;
  /** Removal, after the owner's password (a phone left unlocked is not enough); absent when nothing may change. */
  onRemove?: (id: number, password: string) => Promise<unknown>;
}

/** The owner's passkeys: each with its name, when it was added and last used, and what may be done with it. */
export function PasskeyList({ passkeys, onRename, onRemove }: PasskeyListProps) {
  const [renaming, setRenaming] = useState<PasskeyEntry>();
  const [removing, setRemoving] = useState<PasskeyEntry>();
  return (
    <>
      <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm">
        {passkeys.map((p) => (
          <li key={p.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words text-stone-900">{p.name}</p>
              <p className="text-base text-stone-700">{T.created(when(p.created_at))}</p>
              <p className="text-base text-stone-700">{p.last_used_at ? T.lastUsed(when(p.last_used_at)) : T.neverUsed}</p>
              {p.synced && (
                <p className="mt-1">
                  <StatusPill tone="bg-green-100 text-green-900">{T.synced}</StatusPill>
                </p>
              )}
            </div>
            {(onRename || onRemove) && (
              <div className="flex shrink-0 gap-2">
                {onRename && (
                  <button type="button" className={secondaryButtonClass} onClick={() => setRenaming(p)} aria-label={`${T.rename} ${p.name}`}>
                    {T.rename}
                  </button>
                )}
                {onRemove && (
                  <button type="button" className={secondaryButtonClass} onClick={() => setRemoving(p)} aria-label={`${T.remove} ${p.name}`}>
                    {T.remove}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {renaming && onRename && <RenameDialog passkey={renaming} onSave={(name) => onRename(renaming.id, name)} onClose={() => setRenaming(undefined)} />}
      {removing && onRemove && (
        <PasswordConfirmDialog
          id="passkey-remove-password"
          title={T.removeTitle}
          description={T.removeQuestion(removing.name)}
          confirmLabel={T.confirmRemove}
          text={T}
          onConfirm={(password) => onRemove(removing.id, password)}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </>
  );
}

interface DialogProps {
  passkey: PasskeyEntry;
  onClose: () => void;
}

function RenameDialog({ passkey, onSave, onClose }: DialogProps & { onSave: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();
  const { pending, refusal, run } = useDialogAction(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(T.needName);
    run(() => onSave(name.trim()));
  };
  return (
    <DialogForm title={T.renameTitle} description={T.renameHelp} cancel={T.cancel} onClose={onClose} onSubmit={submit} refusal={refusal} submit={<SubmitButton pending={pending} label={T.save} pendingLabel={T.save} />}>
      <FormField id="passkey-name" label={T.name} error={error}>
        {(a11y) => <input {...a11y} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} className={inputClass} />}
      </FormField>
    </DialogForm>
  );
}
