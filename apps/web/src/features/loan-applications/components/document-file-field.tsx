import type { LoanDocumentKind } from '@coop/contract';
import { FormField } from '@/components/ui/form-field';
import { APPLICATION_TEXT as T } from '../messages';
import { DocumentFileInput } from './document-file-input';

/** One document's file, a picture or a PDF, for an application or its correction, labelled by its kind. */
export function DocumentFileField({ id, kind, file, error, onChange }: { id: string; kind: LoanDocumentKind; file: File | undefined; error?: string; onChange: (file: File | undefined) => void }) {
  return (
    <FormField id={id} label={T.documentKinds[kind]} error={error}>
      {(a11y) => <DocumentFileInput a11y={a11y} file={file} onPick={onChange} chooseLabel={T.chooseFile} noFileLabel={T.noFile} />}
    </FormField>
  );
}
