import type { EndpointRoute } from '../../../http/endpoint-route';
import memberNotificationSettings from './member-notification-settings';
import memberNotificationSettingsSave from './member-notification-settings-save';

export const notificationPreferencesRoutes: EndpointRoute[] = [memberNotificationSettings, memberNotificationSettingsSave];
