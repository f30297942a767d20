import type { EndpointRoute } from '../../../http/endpoint-route';
import notificationSend from './notification-send';
import notifications from './notifications';

export const notificationsRoutes: EndpointRoute[] = [notifications, notificationSend];
