import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CONFIRM_EVIDENCE_MAX_BYTES, CONFIRM_EVIDENCE_PER_LINE, type ConfirmEvidenceBody, type ConfirmEvidenceResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { checkDocumentFile, readStoredFile } from '../../storage/checked-document';
import { storeAfterCommit } from '../../storage/store-after-commit';
import { CONFIRMATION_TEXT as T } from './confirmation-text';
import { countLineEvidence, findEvidence, findOwnDisputeForUpdate, insertEvidence } from './evidence-queries';
import { findCampaignByYearForShare } from './letter-queries';

/** Evidence lives in a folder of its own under DATA_DIR, outside every served folder; only the console's route reads it. */
const evidenceFile = (dataDir: string, fileName: string) => path.join(dataDir, 'confirmation-evidence', path.basename(fileName));

/**
 * A file the member attaches to one of their disputed lines (decision 084): checked by its content as loan documents
 * are (a picture re-encoded, a plain PDF kept), at most a few a line and only while the case is not resolved; the
 * record and its audit row commit before the file is put in place.
 */
export async function addEvidence(context: DomainContext, year: number, body: ConfirmEvidenceBody): Promise<ConfirmEvidenceResponse> {
  const membershipNo = memberActor(context);
  const file = await checkDocumentFile(body.data, body.name, CONFIRM_EVIDENCE_MAX_BYTES);
  const fileName = `${randomBytes(16).toString('hex')}${file.extension}`;
  const id = await storeAfterCommit(context.config.dataDir, evidenceFile(context.config.dataDir, fileName), file.bytes, 0o600, () =>
    context.db.transaction().execute(async (trx) => {
      const campaign = await findCampaignByYearForShare(trx, year);
      if (!campaign || campaign.status === 'draft') throw new ApiFailure(404, 'NO_CAMPAIGN', T.noCampaign(year));
      const dispute = await findOwnDisputeForUpdate(trx, campaign.id, membershipNo, body.line_no);
      if (!dispute) throw new ApiFailure(409, 'NOT_DISPUTED', T.evidenceNotDisputed);
      if (dispute.status === 'resolved') throw new ApiFailure(409, 'DISPUTE_RESOLVED', T.evidenceResolved);
      if ((await countLineEvidence(trx, campaign.id, membershipNo, body.line_no)) >= CONFIRM_EVIDENCE_PER_LINE) throw new ApiFailure(409, 'TOO_MUCH_EVIDENCE', T.evidenceTooMany);
      const evidenceId = await insertEvidence(trx, {
        campaignId: campaign.id,
        membershipNo,
        lineNo: body.line_no,
        fileName,
        mediaType: file.mediaType,
        originalName: body.name,
        size: file.bytes.length,
        sha256: file.sha256,
        at: context.now(),
      });
      await recordAudit(context, { action: 'confirmation.evidence_add', target: membershipNo, after: { year, line_no: body.line_no, name: body.name, sha256: file.sha256 } }, trx);
      return evidenceId;
    }),
  );
  return { rc_code: '1', rc_des: T.evidenceAdded, id };
}

/** A file of evidence for staff and the auditor; each opening is audited (a member's papers). Thai 404 when gone. */
export async function staffEvidence(context: DomainContext, id: number): Promise<{ bytes: Buffer; mediaType: string; fileName: string }> {
  const found = await findEvidence(context.db, id);
  const bytes = found && (await readStoredFile(evidenceFile(context.config.dataDir, found.file_name)));
  if (!found || !bytes) throw new ApiFailure(404, 'NOT_FOUND', T.evidenceNotFound);
  await recordAudit(context, { action: 'confirmation.evidence_open', target: found.membership_no, after: { year: found.year, line_no: found.line_no, name: found.original_name } });
  return { bytes, mediaType: found.media_type, fileName: `evidence-${found.year}-${found.membership_no}-${found.line_no}-${id}${path.extname(found.file_name)}` };
}
