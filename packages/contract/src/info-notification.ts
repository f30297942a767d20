import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';

/** The server-sent event name the client listens for (spec 7); the leading dot is part of the name. */
export const DESKTOP_NOTIFY_EVENT = '.desktopNotify';

/** A desktop notification (spec 3); clicking it opens `show/{url}`. */
export const DesktopNotification = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  body: Type.String({ maxLength: 1000 }),
  url: Type.String({ maxLength: 200 }),
});
export type DesktopNotification = Static<typeof DesktopNotification>;

export const infoNotificationEndpoints = {
  /** The server-sent event stream of desktop notifications (text/event-stream), open to every visitor. */
  notificationStream: endpoint({ method: 'GET', path: '/api/info/notifications', access: 'public' }),
};
