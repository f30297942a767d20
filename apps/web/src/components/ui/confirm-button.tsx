import { type ReactNode, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from './button-classes';
import { ModalDialog } from './modal-dialog';
import { UI_TEXT } from './ui-text';

const T = UI_TEXT.confirm;

interface ConfirmButtonProps {
  /** The sentence asked before acting, e.g. "ลบ “ข่าว” ใช่หรือไม่". */
  question: string;
  onConfirm: () => void;
  className: string;
  disabled?: boolean;
  /** The button's accessible name when its text alone is not enough ("ลบ" of which row). */
  'aria-label'?: string;
  /** The dialog's confirming button; "ยืนยัน" unless the action has a plainer word. */
  confirmLabel?: string;
  children: ReactNode;
}

/**
 * A button that asks in the app's own dialog before it acts, instead of the browser's confirm(): Thai buttons, large
 * targets, focus kept inside, Escape or "ยกเลิก" changes nothing.
 */
export function ConfirmButton({ question, onConfirm, className, disabled, confirmLabel = T.confirm, children, ...rest }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={className} disabled={disabled} aria-label={rest['aria-label']} onClick={() => setAsking(true)}>
        {children}
      </button>
      {asking && (
        <ModalDialog title={T.title} description={question} onEscape={() => setAsking(false)} centred>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <button
              type="button"
              className={primaryButtonClass}
              onClick={() => {
                setAsking(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setAsking(false)}>
              {T.cancel}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
