import { type ReactNode, useId, useRef, useState } from 'react';
import { secondaryButtonClass } from './button-classes';
import { UI_TEXT } from './ui-text';

const T = UI_TEXT.secret;

/** Four characters at a time, as an authenticator app shows a key: "JBSW Y3DP EHPK 3PXP". */
export const inFours = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');

interface SecretActionsProps {
  /** What the secret is, for the buttons: "รหัสสำรอง" → "คัดลอกรหัสสำรอง", "พิมพ์รหัสสำรอง". */
  what: string;
  /** The text the copy button puts on the clipboard (without the spaces shown for reading). */
  copyText: string;
  /** The heading printed above the secret, so the paper says what it holds. */
  printTitle: string;
  /** The secret as shown on screen; printed alone. */
  children: ReactNode;
}

/**
 * A secret shown once, with copy and print buttons: copy puts it on the clipboard and says so; print opens the
 * browser's print with a page of just this secret and its heading (index.css `printing-secret`), nothing else of the
 * screen.
 */
export function SecretActions({ what, copyText, printTitle, children }: SecretActionsProps) {
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const statusId = useId();
  const secretRef = useRef<HTMLDivElement>(null);
  const copy = () =>
    navigator.clipboard
      .writeText(copyText)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  const print = () => {
    const root = document.documentElement;
    const secret = secretRef.current;
    root.classList.add('printing-secret');
    secret?.setAttribute('data-printing', '');
    window.addEventListener(
      'afterprint',
      () => {
        root.classList.remove('printing-secret');
        secret?.removeAttribute('data-printing');
      },
      { once: true },
    );
    window.print();
  };
  return (
    <div className="grid gap-3">
      <div ref={secretRef}>
        <p className="hidden text-xl font-bold print:block">{printTitle}</p>
        {children}
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className={secondaryButtonClass} onClick={() => void copy()} aria-describedby={copied ? statusId : undefined}>
          {T.copy(what)}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={print}>
          {T.print(what)}
        </button>
      </div>
      <p id={statusId} role="status" className="text-base font-medium text-primary print:hidden">
        {copied === 'yes' ? T.copied : copied === 'failed' ? T.copyFailed : ''}
      </p>
    </div>
  );
}
