import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmedActionProps {
  label: string;
  question: string;
  pending: boolean;
  onConfirm: () => void;
}

const CONFIRM = 'ยืนยัน';
const CANCEL = 'ยกเลิก';

/** A button that asks once, in place, before an action on a member's account: a tap by mistake changes nothing. */
export function ConfirmedAction({ label, question, pending, onConfirm }: ConfirmedActionProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={`${secondaryButtonClass} w-full`} disabled={pending} onClick={() => setAsking(true)}>
        {pending && <Spinner className="size-5" />}
        {label}
      </button>
    );
  }
  return (
    <div role="group" aria-label={label} className="rounded-lg border-2 border-primary/40 bg-primary-light p-3">
      <p className="mb-2 text-base font-medium text-stone-900">{question}</p>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className={primaryButtonClass}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {CONFIRM}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setAsking(false)}>
          {CANCEL}
        </button>
      </div>
    </div>
  );
}
