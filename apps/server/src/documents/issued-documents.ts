import { DOCUMENT_KIND_TITLES, type DocumentKind, type VerifyDocumentResponse, groupLetterCode } from '@coop/contract';
import type { Db } from '../db/database';
import { maskMemberName } from '../text/mask-member-name';
import { newDocumentCode } from './document-code';
import { type DocumentSubject, readStated, type StatedDocument } from './document-facts';
import { fingerprintOf } from './fingerprint';

/**
 * The fingerprint of what a document states: kind, member, subject, name and every fact in order. The subject's
 * fields go in by name, sorted: jsonb gives an object's keys back in its own order.
 */
export function documentFingerprint(kind: DocumentKind, membershipNo: string, subject: DocumentSubject, stated: StatedDocument): string {
  const fields = Object.entries(subject).sort(([a], [b]) => (a < b ? -1 : 1));
  return fingerprintOf([
    [kind, membershipNo, fields, stated.memberName],
    ...stated.facts.map((f) => [f.label, f.value]),
  ]);
}

export interface IssuedDocument {
  /** Stored form, without dashes. */
  code: string;
  fingerprint: string;
}

/**
 * Records a document about to be issued (decision 079): a new code and the fingerprint of what it states, both
 * printed on it. Recorded before it is drawn, so a code on paper is found the moment the member has it.
 */
export async function issueDocument(
  db: Db,
  d: { kind: DocumentKind; membershipNo: string; subject: DocumentSubject; stated: StatedDocument; at: Date },
): Promise<IssuedDocument> {
  const code = newDocumentCode();
  const fingerprint = documentFingerprint(d.kind, d.membershipNo, d.subject, d.stated);
  await db
    .insertInto('issued_documents')
    .values({
      code,
      kind: d.kind,
      membership_no: d.membershipNo,
      issued_at: d.at,
      subject: JSON.stringify(d.subject),
      facts: JSON.stringify(d.stated),
      fingerprint,
    })
    .execute();
  return { code, fingerprint };
}

/**
 * The issued document with this code as /verify/{code} shows it: what it stated (the name masked, paper travels),
 * its fingerprint, and whether the record read again now states the same. Undefined for a code never issued.
 */
export async function verifyIssuedDocument(db: Db, code: string, coopName: string): Promise<VerifyDocumentResponse | undefined> {
  const found = await db
    .selectFrom('issued_documents')
    .select(['code', 'kind', 'membership_no', 'issued_at', 'subject', 'facts', 'fingerprint'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!found) return undefined;
  const { kind, subject, facts: stated } = found;
  const now = await readStated(db, kind, found.membership_no, subject);
  return {
    rc_code: '1',
    document_code: groupLetterCode(found.code),
    document_kind: kind,
    title: DOCUMENT_KIND_TITLES[kind],
    coop_name: coopName,
    issued_at: new Date(found.issued_at).toISOString(),
    membership_no: found.membership_no,
    member_name_masked: maskMemberName(stated.memberName),
    facts: stated.facts,
    // recomputed from the stored facts, as a letter's is from its rows: a row changed in the database shows
    fingerprint: documentFingerprint(kind, found.membership_no, subject, stated),
    matches_record: now !== undefined && documentFingerprint(kind, found.membership_no, subject, now) === found.fingerprint,
  };
}
