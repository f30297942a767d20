import { groupLetterCode } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { findMemberProfile } from '../../db/repositories/member-repository';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { renderPdf } from '../../documents/pdf-renderer';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { confirmationLetterDocumentDefinition } from './confirmation-letter-document';
import { CONFIRMATION_TEXT as T } from './confirmation-text';
import { verifyUrl } from '../../documents/verify-url';
import { loadMemberLetter } from './member-letter';

/**
 * The acting member's answered letter as a PDF addressed to the auditor, as recorded; none before the member has
 * answered. Its QR code leads to PUBLIC_URL where set, else to `reachedAt`, the address the member reached the site by.
 */
export async function memberLetterPdf(context: DomainContext, year: number, reachedAt: string): Promise<{ fileName: string; pdf: Buffer }> {
  const { db } = context;
  const no = memberActor(context);
  const letter = await loadMemberLetter(db, no, year);
  if (!letter?.response) throw new ApiFailure(404, 'NOT_ANSWERED', T.notAnswered);
  const { campaign, response } = letter;
  const [profile, site] = await Promise.all([findMemberProfile(db, no), readSiteConfig(db, context.siteDefaults.site)]);
  const pdf = await renderPdf(
    context.config.assetsDir,
    confirmationLetterDocumentDefinition({
      coopName: site.coop_name_th,
      auditorName: campaign.auditor_name,
      balanceDate: campaign.balance_date,
      membershipNo: no,
      memberName: response.member_name,
      memberGroup: profile?.member_group_name ?? '',
      answeredAt: new Date(response.answered_at),
      code: groupLetterCode(response.letter_code),
      fingerprint: response.fingerprint,
      verifyUrl: verifyUrl(context.config.publicUrl ?? reachedAt, response.letter_code),
      lines: letter.checked,
    }),
  );
  return { fileName: `confirmation-${no}-${buddhistYear(year)}.pdf`, pdf };
}
