import { groupLetterCode } from '@coop/contract';
import { buddhistYear, thaiIsoDate } from '@coop/thai-format';
import { findMemberProfile } from '../../db/repositories/member-repository';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { readHousingInterest } from '../../documents/document-facts';
import { issueDocument } from '../../documents/issued-documents';
import { renderPdf } from '../../documents/pdf-renderer';
import { verifyUrl } from '../../documents/verify-url';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { CERTIFICATE_TEXT as T } from './certificate-text';
import { housingInterestDocumentDefinition } from './housing-interest-document';

/**
 * The acting member's certificate of housing-loan interest paid in a tax year that has ended (decision 080), recorded
 * under a new code first (decision 079). A year not ended, or one without such interest, is a Thai answer, never an
 * empty certificate.
 */
export async function housingInterestCertificatePdf(context: DomainContext, year: number, reachedAt: string): Promise<{ fileName: string; pdf: Buffer }> {
  const { db } = context;
  const no = memberActor(context);
  const now = context.now();
  if (year >= Number(thaiIsoDate(now).slice(0, 4))) throw new ApiFailure(400, 'YEAR_NOT_ENDED', T.yearNotEnded(year));
  const [read, profile, site] = await Promise.all([readHousingInterest(db, no, { year }), findMemberProfile(db, no), readSiteConfig(db, context.siteDefaults.site)]);
  if (!read || !profile) throw new ApiFailure(404, 'NOT_FOUND', T.noHousingInterest(year));
  const { code, fingerprint } = await issueDocument(db, { kind: 'housing_interest_certificate', membershipNo: no, subject: { year }, stated: read.stated, at: now });
  const pdf = await renderPdf(
    context.config.assetsDir,
    housingInterestDocumentDefinition({
      site,
      year,
      membershipNo: no,
      memberName: read.stated.memberName,
      nationalId: profile.national_id,
      contracts: read.contracts,
      total: read.total,
      code: groupLetterCode(code),
      fingerprint,
      verifyUrl: verifyUrl(context.config.publicUrl ?? reachedAt, code),
      printedAt: now,
    }),
  );
  return { fileName: `housing-interest-${no}-${buddhistYear(year)}.pdf`, pdf };
}
