import { useEffect, useId, useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { CONFIRMATION_TEXT as T } from '../messages';

interface SendAnswerDialogProps {
  agreed: number;
  disputed: number;
  sending: boolean;
  onSend: () => void;
  onBack: () => void;
}

/** The step before the answer is recorded: it cannot be changed afterwards, so the member says so once more. */
export function SendAnswerDialog({ agreed, disputed, sending, onSend, onBack }: SendAnswerDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!sending) onBack();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/60"
    >
      <div className="p-5 sm:p-7">
        <h2 id={titleId} className="text-xl font-bold text-primary">
          {T.confirmTitle}
        </h2>
        <p id={textId} className="mt-3 text-lg text-stone-800">
          {T.confirmText}
        </p>
        <ul className="mt-3 space-y-1 text-base font-semibold">
          <li className="text-success">{T.confirmAgreed(agreed)}</li>
          {disputed > 0 && <li className="text-danger">{T.confirmDisputed(disputed)}</li>}
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onBack} disabled={sending} className={secondaryButtonClass}>
            {T.confirmBack}
          </button>
          <button type="button" onClick={onSend} disabled={sending} className={primaryButtonClass}>
            {sending && <Spinner className="size-5" />}
            {sending ? T.submitting : T.confirmSend}
          </button>
        </div>
      </div>
    </dialog>
  );
}
