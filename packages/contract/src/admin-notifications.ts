import { Type, type Static } from 'typebox';
import { AdminActionResponse } from './admin-members';
import { endpoint, staffRoles } from './endpoint';
import { ContentBackgroundSchema, ContentSummary } from './info-content';
import { DesktopNotification } from './info-notification';
import { PageInfo } from './info-paging';
import { Nullable } from './nullable';

/** Admins and support staff send desktop notifications, and find the content one opens. */
const NOTIFICATION_SENDERS = staffRoles('admin', 'support');

/** How many items one page of the content search holds: a short list to choose from while typing. */
export const LINKABLE_CONTENT_PAGE_SIZE = 8;

export const LinkableContentQuery = Type.Object(
  {
    /** Part of the title, as typed; absent or blank: the newest items. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  },
  { additionalProperties: false },
);
export type LinkableContentQuery = Static<typeof LinkableContentQuery>;

/** An item `/show/{id}` opens now, with what the console shows of it: its category's name and background. */
export const LinkableContent = Type.Object({
  ...ContentSummary.properties,
  category_name: Type.String(),
  /** The background staff chose for the category; null: its content type's own. */
  background: Nullable(ContentBackgroundSchema),
});
export type LinkableContent = Static<typeof LinkableContent>;

export const LinkableContentResponse = Type.Object({ items: Type.Array(LinkableContent), ...PageInfo });
export type LinkableContentResponse = Static<typeof LinkableContentResponse>;

/** The console's desktop notification (issue 13 item 5): sent as `.desktopNotify` to every open browser. */
export const adminNotificationsEndpoints = {
  adminNotificationSend: endpoint({
    method: 'POST',
    path: '/api/admin/notifications/send',
    access: NOTIFICATION_SENDERS,
    body: DesktopNotification,
    response: AdminActionResponse,
  }),
  /** The published items a notification can open, found by part of their title, newest first (issue 24 item 8). */
  adminLinkableContent: endpoint({
    method: 'GET',
    path: '/api/admin/notifications/content',
    access: NOTIFICATION_SENDERS,
    query: LinkableContentQuery,
    response: LinkableContentResponse,
  }),
};
