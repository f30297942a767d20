import { endpoints } from '@coop/contract';
import { answerWithDevice, deviceTokenOf } from '../../../http/device-cookie';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffSecondFactor } from '../staff-login';

export default route(endpoints.staffVerify, async (request, reply) =>
  answerWithDevice(request, reply, 'staff', await staffSecondFactor(contextOf(request), request.body, deviceTokenOf(request.headers.cookie))),
);
