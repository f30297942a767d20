import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberNotificationSettings } from '../notification-preferences';

export default route(endpoints.memberNotificationSettings, (request) => memberNotificationSettings(contextOf(request)));
