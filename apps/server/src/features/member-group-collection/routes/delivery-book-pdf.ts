import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromDownloadQuery } from '../collection-scope';
import { loadDeliveryLetter } from '../load-collection';
import { PDF, reportDownloadSchema, reportFileName } from '../../../http/report-download';
import { readPromptPayBillerId, readSiteConfig } from '../../../db/repositories/site-config-repository';
import { deliveryLetterDocumentDefinition } from '../delivery-letter-document';
import { renderPdf } from '../../../documents/pdf-renderer';
import { sendAttachment } from '../../../http/attachment';

/** The หนังสือนำส่ง as a PDF for the clerk to sign and send. */
const deliveryBookPdf: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/membergroup/delivery_book/pdf', { schema: reportDownloadSchema(PDF) }, async (request, reply) => {
    const site = await readSiteConfig(app.db, app.siteDefaults.site);
    const letter = await loadDeliveryLetter(app.db, request.memberGroup.memberGroupNo, fromDownloadQuery(request.query), {
      site,
      today: app.now(),
      // staff's stored biller ID wins over PROMPTPAY_BILLER_ID (decision 032)
        billerId: await readPromptPayBillerId(app.db, app.config.promptPayBillerId),
    });
    const pdf = await renderPdf(app.config.assetsDir, deliveryLetterDocumentDefinition(letter, site));
    return sendAttachment(reply, PDF, reportFileName('delivery', letter.member_group_no, letter, 'pdf'), pdf);
  });
};
export default deliveryBookPdf;
