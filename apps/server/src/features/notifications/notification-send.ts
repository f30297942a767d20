import { type AdminActionResponse, type DesktopNotification, ID_PATTERN } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { SUPPORT_TEXT } from '../../auth/support-text';
import { isPublishedItem } from '../../db/repositories/published-content-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { publishDesktopNotification } from '../../realtime/desktop-notifications';

/** A content id as `/show/{topicId}` takes it. */
const ITEM_ID = new RegExp(ID_PATTERN);

/**
 * A desktop notification to every open browser, through every server process: PostgreSQL NOTIFY reaches each
 * process's LISTEN, which sends it as `.desktopNotify` on its visitors' event streams (spec 7).
 */
export async function sendDesktopNotification(context: DomainContext, body: DesktopNotification): Promise<AdminActionResponse> {
  const notification = { title: body.title.trim(), body: body.body.trim(), url: body.url.trim() };
  if (notification.title === '') throw new ApiFailure(400, 'TITLE_REQUIRED', SUPPORT_TEXT.titleNeeded);
  // its click opens show/{url}: anything but an item the site shows there would open the not-found page
  if (!ITEM_ID.test(notification.url) || !(await isPublishedItem(context.db, context.now(), Number(notification.url)))) {
    throw new ApiFailure(400, 'CONTENT_REQUIRED', SUPPORT_TEXT.contentNeeded);
  }
  // sent and recorded together: no notification goes out that the log does not show
  await context.db.transaction().execute(async (trx) => {
    await publishDesktopNotification(trx, notification);
    await recordAudit(context, { action: 'notification.send', after: notification }, trx);
  });
  return { rc_code: '1', rc_des: SUPPORT_TEXT.notificationSent };
}
