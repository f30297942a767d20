import { LARGEST_TEXT_SIZE, setTextSize, useTextSize } from '@/lib/text-size/text-size';
import { IconButton } from './icon-button';
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
      <IconButton label={t.smaller} onClick={() => setTextSize(step - 1)} disabled={step === 0} className={`${buttonClass} text-[14px]`}>
        ก-
      </IconButton>
      <IconButton label={t.normal} onClick={() => setTextSize(0)} className={`${buttonClass} text-[16px]`}>
        ก
      </IconButton>
      <IconButton label={t.larger} onClick={() => setTextSize(step + 1)} disabled={step === LARGEST_TEXT_SIZE} className={`${buttonClass} text-[19px]`}>
        ก+
      </IconButton>
    </div>
  );
}
