import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  title: ReactNode;
  /** The sentence under the title, read out with it. */
  description: ReactNode;
  /** Escape was pressed; the parent removes the dialog when it should go, or leaves it (a save under way). */
  onEscape: () => void;
  /** A short message centred, or a working dialog (a form, a picture) aligned left. */
  centred?: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A native modal <dialog> shown as soon as it mounts: the browser keeps focus inside it and dims the page; Escape
 * asks the parent instead of closing it behind React's back. Title and description name it for screen readers.
 */
export function ModalDialog({ title, description, onEscape, centred = false, size = 'md', children }: ModalDialogProps) {
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
        onEscape();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${size === 'lg' ? 'max-w-lg' : 'max-w-md'} rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/60`}
    >
      <div className={centred ? 'p-5 text-center sm:p-7' : 'p-4 sm:p-6'}>
        <h2 id={titleId} className={`text-xl font-bold text-primary ${centred ? 'text-balance sm:text-2xl' : ''}`}>
          {title}
        </h2>
        <p id={textId} className={centred ? 'mt-3 text-lg text-balance text-stone-800' : 'mt-1 text-base text-stone-700'}>
          {description}
        </p>
        {children}
      </div>
    </dialog>
  );
}
