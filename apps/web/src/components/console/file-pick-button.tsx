import type { ChangeEvent } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';

interface FilePickButtonProps {
  /** What the button says; while `busy`, `busyLabel` instead. */
  label: string;
  busyLabel?: string;
  busy?: boolean;
  /** The kinds of file offered (`accept`); the server still judges the bytes. */
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A file input's change handler that hands on the one file picked and empties the input, so it can be picked again. */
export const onePickedFile = (onFile: (file: File) => void) => (event: ChangeEvent<HTMLInputElement>) => {
  const file = event.target.files?.[0];
  event.target.value = '';
  if (file) onFile(file);
};

/** A button that opens the file picker and hands on the one file picked. */
export function FilePickButton({ label, busyLabel, busy = false, accept, disabled, onFile }: FilePickButtonProps) {
  return (
    <label className={`${secondaryButtonClass} cursor-pointer`}>
      {busy && busyLabel ? busyLabel : label}
      <input type="file" accept={accept} className="sr-only" disabled={disabled} onChange={onePickedFile(onFile)} />
    </label>
  );
}

/** The pictures the console's uploads take (re-encoded by the server). */
export const PICTURE_TYPES = 'image/png,image/jpeg,image/gif,image/bmp';
