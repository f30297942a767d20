import { LARGEST_TEXT_SIZE, setTextSize, useTextSize } from '@/lib/text-size/text-size';
import { UI_TEXT } from './ui-text';

const buttonClass =
  'flex h-11 min-w-11 items-center justify-center rounded-lg px-1.5 font-bold leading-none hover:bg-current/10 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * "ก- ก ก+": smaller, the normal size, larger. The choice is kept on this device (lib/text-size) and takes the
 * colour of the header it sits in.
 */
export function TextSizeControl({ className = '' }: { className?: string }) {
  const step = useTextSize();
  const t = UI_TEXT.textSize;
  return (
    <div role="group" aria-label={t.label} className={`no-print flex shrink-0 items-center gap-0.5 ${className}`}>
      <button type="button" onClick={() => setTextSize(step - 1)} disabled={step === 0} aria-label={t.smaller} title={t.smaller} className={`${buttonClass} text-sm`}>
        ก-
      </button>
      <button type="button" onClick={() => setTextSize(0)} aria-label={t.normal} title={t.normal} className={`${buttonClass} text-base`}>
        ก
      </button>
      <button
        type="button"
        onClick={() => setTextSize(step + 1)}
        disabled={step === LARGEST_TEXT_SIZE}
        aria-label={t.larger}
        title={t.larger}
        className={`${buttonClass} text-lg`}
      >
        ก+
      </button>
    </div>
  );
}
