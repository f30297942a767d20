import { DESKTOP_NOTIFY_EVENT, type DesktopNotification, infoNotificationEndpoints } from '@coop/contract';

export type NotifySupport = 'unsupported' | NotificationPermission;

export function notifySupport(): NotifySupport {
  return typeof window.Notification === 'function' ? window.Notification.permission : 'unsupported';
}

function parseEvent(data: string): DesktopNotification | undefined {
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && typeof (value as DesktopNotification).title === 'string') {
      const v = value as DesktopNotification;
      return { title: v.title, body: String(v.body ?? ''), url: String(v.url ?? '') };
    }
  } catch {
    // A malformed event is dropped: there is nothing sensible to show.
  }
  return undefined;
}

/**
 * Spec 7: listen for '.desktopNotify' on the server's event stream and show each as a desktop notification whose
 * click opens show/{url}. Without Notification support it only logs; with permission denied (or not yet given)
 * it subscribes nothing. Returns the unsubscribe function.
 */
export function subscribeDesktopNotifications(open: (path: string) => void): () => void {
  const support = notifySupport();
  if (support === 'unsupported') {
    console.log('เบราว์เซอร์นี้ไม่รองรับการแจ้งเตือนบนเดสก์ท็อป');
    return () => undefined;
  }
  if (support !== 'granted') return () => undefined;
  const source = new EventSource(infoNotificationEndpoints.notificationStream.path);
  source.addEventListener(DESKTOP_NOTIFY_EVENT, (event) => {
    const message = parseEvent((event as MessageEvent<string>).data);
    if (!message) return;
    const notification = new window.Notification(message.title, { body: message.body });
    notification.onclick = () => {
      window.focus();
      open(`/show/${encodeURIComponent(message.url)}`);
      notification.close();
    };
  });
  return () => source.close();
}
