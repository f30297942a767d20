import type { PasskeyEntry } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { type FormEvent, type ReactNode, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PasswordInput } from '@/components/ui/password-input';
import { StatusPill } from '@/components/ui/status-pill';
import { SubmitButton } from '@/components/ui/submit-button';
import { PASSKEY_TEXT as T } from '../messages';

const when = (iso: string) => formatThaiDate(iso, 'long', { withTime: true });

interface PasskeyListProps {
  passkeys: readonly PasskeyEntry[];
  /** Renaming, where the owner may (members); absent for staff, whose passkeys keep the device's name. */
  onRename?: (id: number, name: string) => Promise<unknown>;
  /** Removal, after the owner's password; absent when nothing may change (staff looking as the member). */
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
      {removing && onRemove && <RemoveDialog passkey={removing} onRemove={(password) => onRemove(removing.id, password)} onClose={() => setRemoving(undefined)} />}
    </>
  );
}

interface DialogProps {
  passkey: PasskeyEntry;
  onClose: () => void;
}

/** Runs `action` and closes the dialog when it succeeds; a refusal stays in the dialog after the client's toast. */
function useDialogAction(onClose: () => void) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const run = (action: () => Promise<unknown>) => {
    setPending(true);
    setRefusal(undefined);
    action().then(onClose, (error: unknown) => {
      setPending(false);
      setRefusal(error instanceof Error ? error.message : undefined);
    });
  };
  return { pending, refusal, run };
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
    <DialogForm title={T.renameTitle} description={T.renameHelp} onClose={onClose} onSubmit={submit} refusal={refusal} submit={<SubmitButton pending={pending} label={T.save} pendingLabel={T.save} />}>
      <FormField id="passkey-name" label={T.name} error={error}>
        {(a11y) => <input {...a11y} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} className={inputClass} />}
      </FormField>
    </DialogForm>
  );
}

/** Removal asks the owner's password again: a phone left unlocked is not enough to take a way in away, or to hide one. */
function RemoveDialog({ passkey, onRemove, onClose }: DialogProps & { onRemove: (password: string) => Promise<unknown> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { pending, refusal, run } = useDialogAction(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(T.needPassword);
    setError(undefined);
    run(() => onRemove(password));
  };
  return (
    <DialogForm
      title={T.removeTitle}
      description={T.removeQuestion(passkey.name)}
      onClose={onClose}
      onSubmit={submit}
      refusal={refusal}
      submit={
        <button type="submit" className={`${primaryButtonClass} bg-danger hover:bg-danger`} disabled={pending}>
          {T.confirmRemove}
        </button>
      }
    >
      <FormField id="passkey-remove-password" label={T.password} error={error}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} className={inputClass} />}
      </FormField>
    </DialogForm>
  );
}

/** A dialog's form: its field, the refusal if any, and its button beside the way out. */
function DialogForm({
  title,
  description,
  onClose,
  onSubmit,
  refusal,
  submit,
  children,
}: { title: string; description: string; onClose: () => void; onSubmit: (event: FormEvent) => void; refusal: string | undefined; submit: ReactNode; children: ReactNode }) {
  return (
    <ModalDialog title={title} description={description} onEscape={onClose}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {children}
        <FormRefusal message={refusal} />
        <div className="grid gap-3 sm:grid-cols-2">
          {submit}
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {T.cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
