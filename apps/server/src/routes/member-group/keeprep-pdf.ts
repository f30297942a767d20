import { CollectionDownloadQuery, ErrorResponses } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { fromDownloadQuery } from '../../collection/collection-scope';
import { loadCoverSheet } from '../../collection/load-collection';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { renderCoverSheetPdf } from '../../documents/cover-sheet-document';
import { sendAttachment } from '../../http/attachment';

/** The cover sheet as a landscape PDF, for the clerk to check against payroll and file. */
const keeprepPdf: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/membergroup/keeprep/pdf',
    {
      schema: {
        querystring: CollectionDownloadQuery,
        // a Buffer skips the JSON serializer
        response: { 200: Type.Unsafe<Buffer>({ description: 'application/pdf' }), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const [sheet, site] = await Promise.all([
        loadCoverSheet(app.db, request.memberGroup.memberGroupNo, fromDownloadQuery(request.query)),
        readSiteConfig(app.db, app.siteDefaults.site),
      ]);
      const pdf = await renderCoverSheetPdf(app.config.assetsDir, { ...sheet, site, memberCount: sheet.member_count, printedAt: app.now() });
      const file = `keeprep-${sheet.group.member_group_no}-${buddhistYear(sheet.year)}-${String(sheet.month).padStart(2, '0')}.pdf`;
      return sendAttachment(reply, 'application/pdf', file, pdf);
    },
  );
};
export default keeprepPdf;
