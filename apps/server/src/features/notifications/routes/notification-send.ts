import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { sendDesktopNotification } from '../notification-send';

export default route(endpoints.adminNotificationSend, (request) => sendDesktopNotification(contextOf(request), request.body));
