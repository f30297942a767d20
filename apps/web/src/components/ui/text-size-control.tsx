import { LARGEST_TEXT_SIZE, setTextSize, useTextSize } from '@/lib/text-size/text-size';
import { UI_TEXT } from './ui-text';

/** Sized in px, not rem: the buttons stay under the finger while the text around them grows. */
const buttonClass =
  'flex h-[44px] min-w-[44px] items-center justify-center rounded-lg px-[6px] font-bold leading-none hover:bg-current/10 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * "ก- ก ก+": smaller, the normal size, larger. The choice is kept on this device (lib/text-size) and takes the
 * colour of the header it sits in.
 */
export function TextSizeControl({ className = '' }: { className?: string }) {
  const step = useTextSize();
  const t = UI_TEXT.textSize;
  return (
    <div role="group" aria-label={t.label} className={`no-print flex shrink-0 items-center gap-[2px] ${className}`}>
      <button type="button" onClick={() => setTextSize(step - 1)} disabled={step === 0} aria-label={t.smaller} title={t.smaller} className={`${buttonClass} text-[14px]`}>
        ก-
      </button>
      <button type="button" onClick={() => setTextSize(0)} aria-label={t.normal} title={t.normal} className={`${buttonClass} text-[16px]`}>
        ก
      </button>
      <button
        type="button"
        onClick={() => setTextSize(step + 1)}
        disabled={step === LARGEST_TEXT_SIZE}
        aria-label={t.larger}
        title={t.larger}
        className={`${buttonClass} text-[19px]`}
      >
        ก+
      </button>
    </div>
  );
}
