import { CollectionQuery, DeliveryLetterResponse, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadDeliveryLetter } from '../load-collection';
import { readPromptPayBillerId, readSiteConfig } from '../../../db/repositories/site-config-repository';

/** The หนังสือนำส่ง of a month, as the screen shows it before the clerk prints it. */
const deliveryBook: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/delivery_book',
    { schema: { body: CollectionQuery, response: { 200: DeliveryLetterResponse, ...ErrorResponses } } },
    async (request) => {
      const site = await readSiteConfig(app.db, app.siteDefaults.site);
      const letter = await loadDeliveryLetter(app.db, request.memberGroup.memberGroupNo, request.body ?? {}, {
        site,
        today: app.now(),
        // staff's stored biller ID wins over PROMPTPAY_BILLER_ID (decision 032)
        billerId: await readPromptPayBillerId(app.db, app.config.promptPayBillerId),
      });
      return { rc_code: '1' as const, ...letter };
    },
  );
};
export default deliveryBook;
