import { ADMIN_CONFIRMATION_PATHS, ErrorResponses, ExportParam } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { XLSX } from '../../../collection/report-download';
import { exportCampaignResponses } from '../../../confirmation/responses-export';
import { sendAttachment } from '../../../http/attachment';
import { CONFIRMATION_READERS } from './roles';

/** Every answer, line and case of a campaign as an Excel workbook for the auditor. */
const exportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole(...CONFIRMATION_READERS));
  app.get(
    `${ADMIN_CONFIRMATION_PATHS.export}/:campaign_id`,
    // a Buffer skips the JSON serializer
    { schema: { params: ExportParam, response: { 200: Type.Unsafe<Buffer>({ description: XLSX }), ...ErrorResponses } } },
    async (request, reply) => {
      const { year, book } = await exportCampaignResponses(app, Number(request.params.campaign_id));
      return sendAttachment(reply, XLSX, `confirmation-${year}.xlsx`, book);
    },
  );
};
export default exportRoute;
