import { ADMIN_NOTIFICATION_PATHS, AdminActionResponse, DesktopNotification, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { ApiFailure } from '../../../http/api-failure';
import { SUPPORT_TEXT } from '../../../auth/support-text';
import { publishDesktopNotification } from '../../../realtime/desktop-notifications';

/**
 * A desktop notification to every open browser, through every server process: PostgreSQL NOTIFY reaches each
 * process's LISTEN, which sends it as `.desktopNotify` on its visitors' event streams (spec 7).
 */
const notificationSend: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_NOTIFICATION_PATHS.send,
    { schema: { body: DesktopNotification, response: { 200: AdminActionResponse, ...ErrorResponses } } },
    async (request) => {
      const notification = { title: request.body.title.trim(), body: request.body.body.trim(), url: request.body.url.trim() };
      if (notification.title === '') throw new ApiFailure(400, 'TITLE_REQUIRED', SUPPORT_TEXT.titleNeeded);
      // sent and recorded together: no notification goes out that the log does not show
      await app.db.transaction().execute(async (trx) => {
        await publishDesktopNotification(trx, notification);
        await auditStaff(trx, app.now(), request, { actor: request.staff.username, action: 'notification.send', after: notification });
      });
      return { rc_code: '1' as const, rc_des: SUPPORT_TEXT.notificationSent };
    },
  );
};
export default notificationSend;
