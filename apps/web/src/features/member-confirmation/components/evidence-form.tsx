import { CONFIRM_EVIDENCE_MAX_BYTES, CONFIRM_EVIDENCE_PER_LINE, type EvidenceFile } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { DocumentFileInput } from '@/components/ui/document-file-input';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiRequestError } from '@/lib/http/api-request';
import { readAsDataUrl } from '@/lib/media/read-as-data-url';
import { useAddEvidence } from '../api/add-evidence';
import { CONFIRMATION_TEXT as T } from '../messages';

/**
 * The evidence on a disputed line: the files attached so far and, while the case is not resolved and there is room,
 * a file to add (a picture or a PDF; the server judges its content, decision 084).
 */
export function EvidenceForm({ year, lineNo, evidence, canAdd }: { year: number; lineNo: number; evidence: readonly EvidenceFile[]; canAdd: boolean }) {
  const add = useAddEvidence(year);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const id = `evidence-${lineNo}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    if (!file) return setProblem(T.evidenceChoose);
    if (file.size > CONFIRM_EVIDENCE_MAX_BYTES) return setProblem(T.evidenceTooLarge);
    setProblem(undefined);
    add.mutate(
      { line_no: lineNo, name: file.name, data: await readAsDataUrl(file) },
      {
        onSuccess: () => setFile(undefined),
        onError: (error) => setRefusal(error instanceof ApiRequestError ? error.serverMessage || error.message : undefined),
      },
    );
  };
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-stone-700">{T.evidenceTitle}</p>
      {evidence.length === 0 ? (
        <p className="text-stone-600">{T.noEvidence}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {evidence.map((e) => (
            <li key={e.id} className="break-all">
              {e.name} <span className="text-sm whitespace-nowrap text-stone-600">({formatThaiDate(e.uploaded_at, 'short', { withTime: true })})</span>
            </li>
          ))}
        </ul>
      )}
      {canAdd && evidence.length < CONFIRM_EVIDENCE_PER_LINE && (
        <form onSubmit={submit} noValidate className="mt-2 space-y-3">
          <FormField id={id} label={T.evidenceLabel} help={T.evidenceHint} error={problem}>
            {(a11y) => <DocumentFileInput a11y={a11y} file={file} onPick={setFile} chooseLabel={T.evidenceChooseButton} noFileLabel={T.evidenceNoFile} />}
          </FormField>
          <FormRefusal message={refusal} />
          <SubmitButton pending={add.isPending} label={T.evidenceSend} pendingLabel={T.evidenceSending} fit />
        </form>
      )}
    </div>
  );
}
