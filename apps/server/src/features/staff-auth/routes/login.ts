import { endpoints } from '@coop/contract';
import { deviceTokenOf } from '../../../http/device-cookie';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffPasswordStep } from '../staff-login';

export default route(endpoints.staffLogin, (request) => staffPasswordStep(contextOf(request), request.body, deviceTokenOf(request.headers.cookie)));
