import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromDownloadQuery } from '../collection-scope';
import { loadCoverSheet } from '../load-collection';
import { reportDownloadSchema, reportFileName, XLSX } from '../../../http/report-download';
import { readSiteConfig } from '../../../db/repositories/site-config-repository';
import { coverSheetWorkbook } from '../cover-sheet-workbook';
import { sendAttachment } from '../../../http/attachment';

/** The cover sheet as an Excel workbook, with each loan's balance before and after the deduction. */
const keeprepXlsx: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/membergroup/keeprep/xlsx', { schema: reportDownloadSchema(XLSX) }, async (request, reply) => {
    const [sheet, site] = await Promise.all([
      loadCoverSheet(app.db, request.memberGroup.memberGroupNo, fromDownloadQuery(request.query)),
      readSiteConfig(app.db, app.siteDefaults.site),
    ]);
    const book = await coverSheetWorkbook({ ...sheet, site, memberCount: sheet.member_count, printedAt: app.now() });
    return sendAttachment(reply, XLSX, reportFileName('keeprep', sheet.group.member_group_no, sheet, 'xlsx'), book);
  });
};
export default keeprepXlsx;
