import { LOAN_DOCUMENT_KINDS, LOAN_DOCUMENT_MAX_BYTES, type LoanApplicationDetail, type LoanDocumentKind } from '@coop/contract';
import { formatMoney, formatNumber } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiRequestError } from '@/lib/http/api-request';
import { readAsDataUrl } from '@/lib/media/read-as-data-url';
import { useAddDocuments, useAnswerOffer } from '../api/reply-actions';
import { DETAIL_TEXT as T } from '../detail-messages';
import { REPLY_TEXT as R } from '../reply-messages';
import { APPLICATION_TEXT } from '../messages';
import { DocumentFileInput } from '@/components/ui/document-file-input';

// Loaded only for an application that waits for the member's answer (decision 073), so the page stays within its budget.

/** Terms approved below those asked: the member takes them (the application is approved) or not (it ends). */
export function OfferAnswer({ application: a }: { application: LoanApplicationDetail }) {
  const answer = useAnswerOffer();
  const offer = a.offer!;
  return (
    <section aria-labelledby="offer-title" className="space-y-3 rounded-2xl border-2 border-primary bg-white p-4 shadow-sm sm:p-6">
      <h2 id="offer-title" className="text-lg font-bold text-primary">
        {R.offerTitle}
      </h2>
      <p className="text-base text-stone-800">{R.offerText(formatMoney(offer.amount), formatNumber(offer.installments, 0))}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButtonClass} disabled={answer.isPending} onClick={() => answer.mutate({ application_no: a.application_no, accept: true })}>
          {R.acceptOffer}
        </button>
        <ConfirmButton question={R.declineConfirm} onConfirm={() => answer.mutate({ application_no: a.application_no, accept: false })} className={secondaryButtonClass} disabled={answer.isPending}>
          {R.declineOffer}
        </ConfirmButton>
      </div>
    </section>
  );
}

/** What staff asked for, and the file that answers it: a new slip, ID card, or another document. */
export function RequestedDocument({ application: a }: { application: LoanApplicationDetail }) {
  const send = useAddDocuments();
  const [kind, setKind] = useState<LoanDocumentKind>('other');
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = !file ? R.noFilePicked : file.size > LOAN_DOCUMENT_MAX_BYTES ? R.fileTooLarge : undefined;
    setProblem(found);
    if (found || !file) {
      document.getElementById('requested-file')?.focus();
      return;
    }
    send.mutate({ application_no: a.application_no, documents: [{ kind, name: file.name, data: await readAsDataUrl(file) }] }, { onSuccess: () => setFile(undefined) });
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="requested-title" className="space-y-3 rounded-2xl border-2 border-primary bg-white p-4 shadow-sm sm:p-6">
      <h2 id="requested-title" className="text-lg font-bold text-primary">
        {R.requestTitle}
      </h2>
      {a.requested && <p className="text-base whitespace-pre-line break-words text-stone-800">{a.requested}</p>}
      <FormField id="requested-kind" label={R.documentKind}>
        {(a11y) => (
          <select {...a11y} value={kind} onChange={(e) => setKind(e.target.value as LoanDocumentKind)} className={`${inputClass} max-w-sm`}>
            {LOAN_DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {APPLICATION_TEXT.documentKinds[k]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="requested-file" label={R.documentFile} error={problem}>
        {(a11y) => <DocumentFileInput a11y={a11y} file={file} onPick={setFile} chooseLabel={APPLICATION_TEXT.chooseFile} noFileLabel={APPLICATION_TEXT.noFile} />}
      </FormField>
      <FormRefusal message={send.error instanceof ApiRequestError ? send.error.serverMessage || send.error.message : undefined} />
      <SubmitButton pending={send.isPending} label={R.sendDocument} pendingLabel={T.sending} fit />
    </form>
  );
}
