import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { CONFIRM_PAGE_PATH } from '../confirm-page-path';
import { CONFIRMATION_TEXT as T } from '../messages';

interface ConfirmPromptProps {
  /** The member closes it (the close button or Escape), or follows the link to the confirmation page. */
  onDismiss: () => void;
  /** Spec 2.4: on the confirmation page while the status is 0 there is no close button. */
  closeHidden: boolean;
}

/**
 * Spec 2.4: the modal telling the member the year's balances are not yet confirmed, with the way to the letter. A
 * native modal <dialog>: the browser keeps focus inside it and Escape closes it.
 */
export function ConfirmPrompt({ onDismiss, closeHidden }: ConfirmPromptProps) {
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
        // the parent removes the dialog; without a close button Escape does nothing either
        event.preventDefault();
        if (!closeHidden) onDismiss();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/60"
    >
      <div className="p-5 text-center sm:p-7">
        <h2 id={titleId} className="text-xl font-bold text-balance text-primary sm:text-2xl">
          {T.promptTitle}
        </h2>
        <p id={textId} className="mt-3 text-lg text-balance text-stone-800">
          {T.promptText}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={CONFIRM_PAGE_PATH} onClick={onDismiss} className={`${primaryButtonClass} sm:min-w-40`}>
            {T.promptGo}
          </Link>
          {!closeHidden && (
            <button type="button" onClick={onDismiss} className={`${secondaryButtonClass} sm:min-w-32`}>
              {T.promptClose}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
