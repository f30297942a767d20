import { LOAN_DOCUMENT_KINDS, LOAN_DOCUMENT_MAX_BYTES, type LoanDocumentKind } from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledSection } from '@/components/ui/titled-section';
import { ApiRequestError } from '@/lib/http/api-request';
import { readAsDataUrl } from '@/lib/media/read-as-data-url';
import { useResendForCertification } from '../api/reply-actions';
import { DETAIL_TEXT as T } from '../detail-messages';
import { REPLY_TEXT as R } from '../reply-messages';
import { APPLICATION_TEXT } from '../messages';
import { DocumentFileField } from './document-file-field';

/** After the unit clerk's return: documents that replace those sent, and a word to the clerk (decision 072). */
export function ResendForm({ applicationNo }: { applicationNo: string }) {
  const resend = useResendForCertification();
  const [files, setFiles] = useState<Partial<Record<LoanDocumentKind, File>>>({});
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const tooLarge = (kind: LoanDocumentKind) => ((files[kind]?.size ?? 0) > LOAN_DOCUMENT_MAX_BYTES ? APPLICATION_TEXT.documentTooLarge : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const chosen = LOAN_DOCUMENT_KINDS.filter((kind) => files[kind]);
    if (chosen.some(tooLarge)) return;
    if (chosen.length === 0 && note.trim() === '') {
      setProblem(R.resendEmpty);
      document.getElementById('resend-note')?.focus();
      return;
    }
    setProblem(undefined);
    const documents = await Promise.all(chosen.map(async (kind) => ({ kind, name: files[kind]!.name, data: await readAsDataUrl(files[kind]!) })));
    resend.mutate(
      { application_no: applicationNo, documents, ...(note.trim() ? { note: note.trim() } : {}) },
      { onError: (error) => setRefusal(error instanceof ApiRequestError ? error.serverMessage || error.message : undefined) },
    );
  };
  return (
    <TitledSection title={R.resendTitle}>
      <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <p className="text-base text-stone-700">{R.resendHelp}</p>
        <p className="text-base text-stone-700">{APPLICATION_TEXT.documentsHelp}</p>
        {LOAN_DOCUMENT_KINDS.map((kind) => (
          <DocumentFileField key={kind} id={`resend-${kind}`} kind={kind} file={files[kind]} error={tooLarge(kind)} onChange={(file) => setFiles((all) => ({ ...all, [kind]: file }))} />
        ))}
        <FormField id="resend-note" label={R.resendNote} error={problem}>
          {(a11y) => <textarea {...a11y} rows={3} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />}
        </FormField>
        <FormRefusal message={refusal} />
        <SubmitButton pending={resend.isPending} label={R.resend} pendingLabel={T.sending} fit />
      </form>
    </TitledSection>
  );
}
