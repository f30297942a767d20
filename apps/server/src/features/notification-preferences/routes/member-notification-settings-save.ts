import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveNotificationSettings } from '../notification-preferences';

// a consent is the member's own: staff seeing the member's view cannot give it
export default route(endpoints.memberNotificationSettingsSave, (request) => saveNotificationSettings(contextOf(request), request.body), {
  onRequest: refuseWhileImpersonating,
});
