import { ADMIN_CONFIRMATION_PATHS, ErrorResponses, ExportParam } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { XLSX } from '../../../http/report-download';
import { exportCampaignResponses } from '../responses-export';
import { sendAttachment } from '../../../http/attachment';
import { refuseHead } from '../../../http/refuse-head';
import { CONFIRMATION_READERS } from './admin-roles';

/** Every answer, line and case of a campaign as an Excel workbook for the auditor; each export is audited. */
const exportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole(...CONFIRMATION_READERS));
  app.get(
    `${ADMIN_CONFIRMATION_PATHS.export}/:campaign_id`,
    // a Buffer skips the JSON serializer; the audit row is the GET's, not a HEAD's
    { onRequest: refuseHead, schema: { params: ExportParam, response: { 200: Type.Unsafe<Buffer>({ description: XLSX }), ...ErrorResponses } } },
    async (request, reply) => {
      const campaignId = Number(request.params.campaign_id);
      const { year, book, counts } = await exportCampaignResponses(app, campaignId);
      // once the workbook exists: an export that failed has handed out nothing
      await auditStaff(app.db, app.now(), request, { actor: request.staff.username, action: 'confirmation.export', target: String(campaignId), after: { year, ...counts } });
      return sendAttachment(reply, XLSX, `confirmation-${year}.xlsx`, book);
    },
  );
};
export default exportRoute;
