import { BroadcastsScreen } from './broadcasts-route';

/** /admin/notifications: the broadcasts page on its desktop-notification tab (spec 7: to every open browser). */
export function Component() {
  return <BroadcastsScreen start="desktop" />;
}
