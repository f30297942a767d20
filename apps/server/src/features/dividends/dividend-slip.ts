import { groupLetterCode } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { findMemberProfile } from '../../db/repositories/member-repository';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { readDividend } from '../../documents/document-facts';
import { issueDocument } from '../../documents/issued-documents';
import { renderPdf } from '../../documents/pdf-renderer';
import { verifyUrl } from '../../documents/verify-url';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { dividendSlipDocumentDefinition } from './dividend-slip-document';

export const NO_DIVIDEND_FOR_YEAR = (year: number) => `ไม่พบเงินปันผลและเงินเฉลี่ยคืนของท่านในปี ${buddhistYear(year)} หรือสหกรณ์ยังไม่ได้อนุมัติปีนี้`;

/**
 * The acting member's dividend and refund slip of an approved year as a PDF (decision 079), recorded under a new code
 * first. A year with nothing for the member, or not approved, is a Thai 404, never an empty slip.
 */
export async function dividendSlipPdf(context: DomainContext, year: number, reachedAt: string): Promise<{ fileName: string; pdf: Buffer }> {
  const { db } = context;
  const no = memberActor(context);
  const [read, profile, site] = await Promise.all([readDividend(db, no, { year }), findMemberProfile(db, no), readSiteConfig(db, context.siteDefaults.site)]);
  if (!read || !profile) throw new ApiFailure(404, 'NOT_FOUND', NO_DIVIDEND_FOR_YEAR(year));
  const printedAt = context.now();
  const { code, fingerprint } = await issueDocument(db, { kind: 'dividend_slip', membershipNo: no, subject: { year }, stated: read.stated, at: printedAt });
  const pdf = await renderPdf(
    context.config.assetsDir,
    dividendSlipDocumentDefinition({
      site,
      membershipNo: no,
      memberName: read.stated.memberName,
      groupName: profile.member_group_name,
      row: read.row,
      facts: read.stated.facts,
      code: groupLetterCode(code),
      fingerprint,
      verifyUrl: verifyUrl(context.config.publicUrl ?? reachedAt, code),
      printedAt,
    }),
  );
  return { fileName: `dividend-${no}-${buddhistYear(year)}.pdf`, pdf };
}
