import type { LoanDocumentKind } from '@coop/contract';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { APPLICATION_TEXT as T } from '../messages';

/** One document's file, a picture or a PDF, for an application or its correction. */
export function DocumentFileField({ id, kind, file, error, onChange }: { id: string; kind: LoanDocumentKind; file: File | undefined; error?: string; onChange: (file: File | undefined) => void }) {
  return (
    <FormField id={id} label={T.documentKinds[kind]} error={error}>
      {(a11y) => (
        // the browser's own file box draws its words in a grey of its own: a button of ours names the file instead
        <div className="flex flex-wrap items-center gap-3">
          <input
            {...a11y}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/bmp,application/pdf"
            onChange={(e) => onChange(e.target.files?.[0])}
            className="peer sr-only"
          />
          <label htmlFor={a11y.id} className={`${secondaryButtonClass} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-primary`}>
            {T.chooseFile}
          </label>
          <span className="break-all text-base text-stone-800">{file?.name ?? T.noFile}</span>
        </div>
      )}
    </FormField>
  );
}
