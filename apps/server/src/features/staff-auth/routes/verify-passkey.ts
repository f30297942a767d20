import { endpoints } from '@coop/contract';
import { answerWithDevice, deviceTokenOf } from '../../../http/device-cookie';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffPasskeyStep } from '../staff-passkey-step';

export default route(endpoints.staffPasskeyVerify, async (request, reply) =>
  answerWithDevice(request, reply, 'staff', await staffPasskeyStep(contextOf(request), request.body, deviceTokenOf(request.headers.cookie))),
);
