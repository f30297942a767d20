import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromDownloadQuery } from '../collection-scope';
import { loadCollectionSummary } from '../load-collection';
import { reportDownloadSchema, reportFileName, XLSX } from '../../../http/report-download';
import { readSiteConfig } from '../../../db/repositories/site-config-repository';
import { collectionSummaryWorkbook } from '../collection-summary-workbook';
import { sendAttachment } from '../../../http/attachment';

/** The สรุปยอดเรียกเก็บ as an Excel workbook. */
const summarizeRepXlsx: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/membergroup/summarize_rep/xlsx', { schema: reportDownloadSchema(XLSX) }, async (request, reply) => {
    const [summary, site] = await Promise.all([
      loadCollectionSummary(app.db, request.memberGroup.memberGroupNo, fromDownloadQuery(request.query)),
      readSiteConfig(app.db, app.siteDefaults.site),
    ]);
    const book = await collectionSummaryWorkbook(summary, site.coop_name_th);
    return sendAttachment(reply, XLSX, reportFileName('summary', summary.group.member_group_no, summary, 'xlsx'), book);
  });
};
export default summarizeRepXlsx;
