import { notificationPreferencesEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The configured channels, quiet hours and the member's choices. */
export const notificationSettingsQuery = () => endpointQuery(notificationPreferencesEndpoints.memberNotificationSettings, {});
