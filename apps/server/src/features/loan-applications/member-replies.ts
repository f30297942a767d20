import type { DocumentsAddBody, LoanActionResponse, OfferAnswerBody } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { storeAllAfterCommit } from '../../storage/store-after-commit';
import { recordStep } from './application-steps';
import { DECISION_TEXT as T } from './decision-text';
import { checkedDocuments, documentRecords } from './loan-applications';
import { deleteDocuments, findOwnApplication, insertDocuments, setApplicationStatus } from './loan-application-queries';
import { pendingFiles, removeDocumentFiles } from './loan-documents';
import { acceptOffer } from './staff-queries';

const notFound = () => new ApiFailure(404, 'NOT_FOUND', T.notFound);

/** The member's answer to terms approved below those asked: accepted, the application is approved; declined, it ends. */
export async function answerOffer(context: DomainContext, body: OfferAnswerBody): Promise<LoanActionResponse> {
  const applicant = memberActor(context);
  await context.db.transaction().execute(async (trx) => {
    const application = await findOwnApplication(trx, applicant, body.application_no, true);
    if (!application) throw notFound();
    if (application.status !== 'offer_pending') throw new ApiFailure(409, 'NO_OFFER', T.noOffer);
    const at = context.now();
    if (body.accept) await acceptOffer(trx, application.id, at);
    else await setApplicationStatus(trx, application.id, 'cancelled', at);
    await recordStep(context, trx, application, body.accept ? { kind: 'offer_accepted', actor: applicant } : { kind: 'cancelled', actor: applicant, params: { note: T.offerDeclinedNote } });
  });
  return { rc_code: '1' as const, rc_des: body.accept ? T.offerAccepted : T.offerDeclined };
}

/**
 * The documents staff asked for, each checked by its content and replacing any kept of its kind; the application
 * returns to the staff's queue. Written whole or not at all, the files placed after the commit and the replaced ones
 * removed after it.
 */
export async function addDocuments(context: DomainContext, body: DocumentsAddBody): Promise<LoanActionResponse> {
  const applicant = memberActor(context);
  const found = await findOwnApplication(context.db, applicant, body.application_no);
  if (!found) throw notFound();
  if (found.status !== 'documents_requested') throw new ApiFailure(409, 'NO_DOCUMENTS_ASKED', T.noDocumentsAsked);
  const documents = await checkedDocuments(body.documents, false);
  const replaced = await storeAllAfterCommit(context.config.dataDir, pendingFiles(context.config.dataDir, documents), 0o600, () =>
    context.db.transaction().execute(async (trx) => {
      const application = await findOwnApplication(trx, applicant, body.application_no, true);
      if (!application) throw notFound();
      if (application.status !== 'documents_requested') throw new ApiFailure(409, 'NO_DOCUMENTS_ASKED', T.noDocumentsAsked);
      const at = context.now();
      const oldFiles = await deleteDocuments(trx, application.id, documents.map((d) => d.kind));
      await insertDocuments(trx, application.id, documentRecords(documents), at);
      await setApplicationStatus(trx, application.id, 'awaiting_decision', at);
      await recordStep(context, trx, application, { kind: 'documents_added', actor: applicant });
      return oldFiles;
    }),
  );
  await removeDocumentFiles(context.config.dataDir, replaced);
  return { rc_code: '1' as const, rc_des: T.documentsAdded };
}
