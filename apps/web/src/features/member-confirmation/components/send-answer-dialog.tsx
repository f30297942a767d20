import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
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
  return (
    <ModalDialog
      title={T.confirmTitle}
      description={T.confirmText}
      onEscape={() => {
        if (!sending) onBack();
      }}
    >
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
    </ModalDialog>
  );
}
