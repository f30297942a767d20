import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromDownloadQuery } from '../collection-scope';
import { loadCoverSheet } from '../load-collection';
import { PDF, reportDownloadSchema, reportFileName } from '../../../http/report-download';
import { readSiteConfig } from '../../../db/repositories/site-config-repository';
import { renderCoverSheetPdf } from '../cover-sheet-document';
import { sendAttachment } from '../../../http/attachment';

/** The cover sheet as a landscape PDF, for the clerk to check against payroll and file. */
const keeprepPdf: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/membergroup/keeprep/pdf', { schema: reportDownloadSchema(PDF) }, async (request, reply) => {
    const [sheet, site] = await Promise.all([
      loadCoverSheet(app.db, request.memberGroup.memberGroupNo, fromDownloadQuery(request.query)),
      readSiteConfig(app.db, app.siteDefaults.site),
    ]);
    const pdf = await renderCoverSheetPdf(app.config.assetsDir, { ...sheet, site, memberCount: sheet.member_count, printedAt: app.now() });
    return sendAttachment(reply, PDF, reportFileName('keeprep', sheet.group.member_group_no, sheet, 'pdf'), pdf);
  });
};
export default keeprepPdf;
