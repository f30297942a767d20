import { CollectionDownloadQuery, ErrorResponses } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { fromDownloadQuery } from '../../collection/collection-scope';
import { loadDeliveryLetter } from '../../collection/load-collection';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { deliveryLetterDocumentDefinition } from '../../documents/delivery-letter-document';
import { renderPdf } from '../../documents/pdf-renderer';
import { sendAttachment } from '../../http/attachment';

/** The หนังสือนำส่ง as a PDF for the clerk to sign and send. */
const deliveryBookPdf: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/membergroup/delivery_book/pdf',
    {
      schema: {
        querystring: CollectionDownloadQuery,
        // a Buffer skips the JSON serializer
        response: { 200: Type.Unsafe<Buffer>({ description: 'application/pdf' }), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const site = await readSiteConfig(app.db, app.siteDefaults.site);
      const letter = await loadDeliveryLetter(app.db, request.memberGroup.memberGroupNo, fromDownloadQuery(request.query), {
        site,
        today: app.now(),
        billerId: app.config.promptPayBillerId,
      });
      const pdf = await renderPdf(app.config.assetsDir, deliveryLetterDocumentDefinition(letter, site));
      const file = `delivery-${letter.member_group_no}-${buddhistYear(letter.year)}-${String(letter.month).padStart(2, '0')}.pdf`;
      return sendAttachment(reply, 'application/pdf', file, pdf);
    },
  );
};
export default deliveryBookPdf;
