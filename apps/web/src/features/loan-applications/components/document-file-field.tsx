import type { LoanDocumentKind } from '@coop/contract';
import { DocumentFileInput } from '@/components/ui/document-file-input';
import { FormField } from '@/components/ui/form-field';
import { APPLICATION_TEXT as T } from '../messages';

/**
 * One document's file, a picture or a PDF, for an application or its correction, labelled by its kind; on an edit
 * `noFileLabel` names the file already sent, which stays unless another is chosen.
 */
export function DocumentFileField({ id, kind, file, noFileLabel = T.noFile, error, onChange }: { id: string; kind: LoanDocumentKind; file: File | undefined; noFileLabel?: string; error?: string; onChange: (file: File | undefined) => void }) {
  return (
    <FormField id={id} label={T.documentKinds[kind]} error={error}>
      {(a11y) => <DocumentFileInput a11y={a11y} file={file} onPick={onChange} chooseLabel={T.chooseFile} noFileLabel={noFileLabel} />}
    </FormField>
  );
}
