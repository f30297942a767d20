import { secondaryButtonClass } from './button-classes';
import type { FieldA11y } from './form-field';

/** What a member's document may be: a picture or a PDF (the server judges the bytes). */
const DOCUMENT_TYPES = 'image/png,image/jpeg,image/gif,image/bmp,application/pdf';

/**
 * A document's file box inside a FormField: the browser's own box draws its words in a grey of its own, so a button
 * of ours opens it and the file chosen is named beside it.
 */
export function DocumentFileInput({ a11y, file, onPick, chooseLabel, noFileLabel }: { a11y: FieldA11y; file: File | undefined; onPick: (file: File | undefined) => void; chooseLabel: string; noFileLabel: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input {...a11y} type="file" accept={DOCUMENT_TYPES} onChange={(e) => onPick(e.target.files?.[0])} className="peer sr-only" />
      <label htmlFor={a11y.id} className={`${secondaryButtonClass} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-primary`}>
        {chooseLabel}
      </label>
      <span className="break-all text-base text-stone-800">{file?.name ?? noFileLabel}</span>
    </div>
  );
}
