import type { EvidenceFile } from '@coop/contract';
import type { Db } from '../../db/database';

/** The member's case on a line of the campaign, locked until the transaction ends: files are counted one at a time. */
export function findOwnDisputeForUpdate(db: Db, campaignId: number, membershipNo: string, lineNo: number) {
  return db
    .selectFrom('confirmation_disputes')
    .select(['id', 'status'])
    .where('campaign_id', '=', campaignId)
    .where('membership_no', '=', membershipNo)
    .where('line_no', '=', lineNo)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewEvidence {
  campaignId: number;
  membershipNo: string;
  lineNo: number;
  fileName: string;
  mediaType: 'image/jpeg' | 'application/pdf';
  originalName: string;
  size: number;
  sha256: string;
  at: Date;
}

export async function insertEvidence(db: Db, e: NewEvidence): Promise<number> {
  const row = await db
    .insertInto('confirmation_evidence')
    .values({
      campaign_id: e.campaignId,
      membership_no: e.membershipNo,
      line_no: e.lineNo,
      file_name: e.fileName,
      media_type: e.mediaType,
      original_name: e.originalName,
      size: e.size,
      sha256: e.sha256,
      uploaded_at: e.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countLineEvidence(db: Db, campaignId: number, membershipNo: string, lineNo: number): Promise<number> {
  const row = await db
    .selectFrom('confirmation_evidence')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('campaign_id', '=', campaignId)
    .where('membership_no', '=', membershipNo)
    .where('line_no', '=', lineNo)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The files on the campaign's disputed lines (one member's, or every member's when `membershipNo` is undefined), by
 * member and line, oldest first: `${membership_no}:${line_no}` → files.
 */
export async function evidenceByLine(db: Db, campaignId: number, membershipNo?: string): Promise<Map<string, EvidenceFile[]>> {
  let q = db
    .selectFrom('confirmation_evidence')
    .select(['id', 'membership_no', 'line_no', 'original_name', 'media_type', 'size', 'uploaded_at'])
    .where('campaign_id', '=', campaignId);
  if (membershipNo !== undefined) q = q.where('membership_no', '=', membershipNo);
  const byLine = new Map<string, EvidenceFile[]>();
  for (const r of await q.orderBy('id').execute()) {
    const key = `${r.membership_no}:${r.line_no}`;
    byLine.set(key, [...(byLine.get(key) ?? []), { id: r.id, name: r.original_name, media_type: r.media_type, size: r.size, uploaded_at: new Date(r.uploaded_at).toISOString() }]);
  }
  return byLine;
}

export function findEvidence(db: Db, id: number) {
  return db
    .selectFrom('confirmation_evidence as e')
    .innerJoin('confirmation_campaigns as c', 'c.id', 'e.campaign_id')
    .select(['e.membership_no', 'e.line_no', 'e.file_name', 'e.media_type', 'e.original_name', 'c.year'])
    .where('e.id', '=', id)
    .executeTakeFirst();
}
