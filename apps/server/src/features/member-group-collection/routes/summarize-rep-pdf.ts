import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromDownloadQuery } from '../collection-scope';
import { loadCollectionSummary } from '../load-collection';
import { PDF, reportDownloadSchema, reportFileName } from '../../../http/report-download';
import { readSiteConfig } from '../../../db/repositories/site-config-repository';
import { collectionSummaryDocumentDefinition } from '../collection-summary-document';
import { renderPdf } from '../../../documents/pdf-renderer';
import { sendAttachment } from '../../../http/attachment';

/** The สรุปยอดเรียกเก็บ as a PDF. */
const summarizeRepPdf: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/membergroup/summarize_rep/pdf', { schema: reportDownloadSchema(PDF) }, async (request, reply) => {
    const [summary, site] = await Promise.all([
      loadCollectionSummary(app.db, request.memberGroup.memberGroupNo, fromDownloadQuery(request.query)),
      readSiteConfig(app.db, app.siteDefaults.site),
    ]);
    const pdf = await renderPdf(app.config.assetsDir, collectionSummaryDocumentDefinition(summary, site, app.now()));
    return sendAttachment(reply, PDF, reportFileName('summary', summary.group.member_group_no, summary, 'pdf'), pdf);
  });
};
export default summarizeRepPdf;
