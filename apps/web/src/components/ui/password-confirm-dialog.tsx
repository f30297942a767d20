import { type FormEvent, type ReactNode, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from './button-classes';
import { FormField } from './form-field';
import { FormRefusal } from './form-refusal';
import { inputClass } from './input-classes';
import { ModalDialog } from './modal-dialog';
import { PasswordInput } from './password-input';

/** Runs `action` and closes the dialog when it succeeds; a refusal stays in the dialog after the client's toast. */
export function useDialogAction(onClose: () => void) {
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

interface PasswordConfirmDialogProps {
  /** The password field's id, unique on the page. */
  id: string;
  title: string;
  description: string;
  confirmLabel: string;
  text: { password: string; needPassword: string; cancel: string };
  onConfirm: (password: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * An action that cannot be taken back asks the owner's password again (removing a passkey, ending a session): a phone
 * left unlocked is not enough.
 */
export function PasswordConfirmDialog({ id, title, description, confirmLabel, text, onConfirm, onClose }: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { pending, refusal, run } = useDialogAction(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(text.needPassword);
    setError(undefined);
    run(() => onConfirm(password));
  };
  return (
    <DialogForm
      title={title}
      description={description}
      cancel={text.cancel}
      onClose={onClose}
      onSubmit={submit}
      refusal={refusal}
      submit={
        <button type="submit" className={`${primaryButtonClass} bg-danger hover:bg-danger`} disabled={pending}>
          {confirmLabel}
        </button>
      }
    >
      <FormField id={id} label={text.password} error={error}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} className={inputClass} />}
      </FormField>
    </DialogForm>
  );
}

interface DialogFormProps {
  title: string;
  description: string;
  cancel: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  refusal: string | undefined;
  /** The dialog's own button, beside the way out. */
  submit: ReactNode;
  children: ReactNode;
}

/** A dialog's form: its fields, the refusal if any, and its button beside the way out. */
export function DialogForm({ title, description, cancel, onClose, onSubmit, refusal, submit, children }: DialogFormProps) {
  return (
    <ModalDialog title={title} description={description} onEscape={onClose}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {children}
        <FormRefusal message={refusal} />
        <div className="grid gap-3 sm:grid-cols-2">
          {submit}
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
