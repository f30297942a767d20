import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { refuseHead } from '../../../http/refuse-head';
import { contextOf } from '../../../http/request-context';
import { checkLetter } from '../letter-check';

export default route(
  endpoints.verifyLetter,
  async (request, reply) => {
    const letter = await checkLetter(contextOf(request), request.params.code);
    reply.header('cache-control', 'no-store');
    return letter;
  },
  // a miss is counted; an uncounted HEAD would let codes be tried without limit
  { onRequest: refuseHead },
);
