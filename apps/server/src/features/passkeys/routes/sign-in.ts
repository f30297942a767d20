import { endpoints } from '@coop/contract';
import { answerWithDevice, deviceTokenOf } from '../../../http/device-cookie';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPasskeySignIn } from '../member-passkey-sign-in';

export default route(endpoints.memberPasskeySignIn, async (request, reply) =>
  answerWithDevice(request, reply, 'member', await memberPasskeySignIn(contextOf(request), request.body, deviceTokenOf(request.headers.cookie))),
);
