import { CONFIRMATION_PATHS, ConfirmYearParam, ErrorResponses, groupLetterCode } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { CONFIRMATION_TEXT as T } from '../confirmation-text';
import { letterVerifyUrl } from '../letter-verify-url';
import { loadMemberLetter } from '../member-letter';
import { findMemberProfile } from '../../../db/repositories/member-repository';
import { readSiteConfig } from '../../../db/repositories/site-config-repository';
import { confirmationLetterDocumentDefinition } from '../confirmation-letter-document';
import { renderPdf } from '../../../documents/pdf-renderer';
import { sendAttachment } from '../../../http/attachment';
import { ApiFailure } from '../../../http/api-failure';

/** The member's answered letter as a PDF addressed to the auditor, as recorded; none before the member has answered. */
const confirmLetter: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${CONFIRMATION_PATHS.letterPdf}/:year`,
    {
      schema: {
        params: ConfirmYearParam,
        // a Buffer skips the JSON serializer
        response: { 200: Type.Unsafe<Buffer>({ description: 'application/pdf' }), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const no = request.member.membershipNo;
      const year = Number(request.params.year);
      const letter = await loadMemberLetter(app.db, no, year);
      if (!letter?.response) throw new ApiFailure(404, 'NOT_ANSWERED', T.notAnswered);
      const { campaign, response } = letter;
      const [profile, site] = await Promise.all([findMemberProfile(app.db, no), readSiteConfig(app.db, app.siteDefaults.site)]);
      const pdf = await renderPdf(
        app.config.assetsDir,
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
          verifyUrl: letterVerifyUrl(app.config.publicUrl, request, response.letter_code),
          lines: letter.checked,
        }),
      );
      return sendAttachment(reply, 'application/pdf', `confirmation-${no}-${buddhistYear(year)}.pdf`, pdf);
    },
  );
};
export default confirmLetter;
