import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CONFIRM_PAGE_PATH } from '../confirm-page-path';
import { CONFIRMATION_TEXT as T } from '../messages';

interface ConfirmPromptProps {
  /** The member closes it (the close button or Escape), or follows the link to the confirmation page. */
  onDismiss: () => void;
  /** Spec 2.4: on the confirmation page while the status is 0 there is no close button. */
  closeHidden: boolean;
}

/**
 * Spec 2.4: the modal telling the member the year's balances are not yet confirmed, with the way to the letter.
 */
export function ConfirmPrompt({ onDismiss, closeHidden }: ConfirmPromptProps) {
  return (
    <ModalDialog
      centred
      title={T.promptTitle}
      description={T.promptText}
      // without a close button Escape does nothing either
      onEscape={() => {
        if (!closeHidden) onDismiss();
      }}
    >
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
    </ModalDialog>
  );
}
