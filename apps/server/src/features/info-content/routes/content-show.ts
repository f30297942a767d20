import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { refuseHead } from '../../../http/refuse-head';
import { contextOf } from '../../../http/request-context';
import { readItem } from '../public-content';

export default route(
  endpoints.contentItem,
  (request, reply) => {
    // every read counts a view, so no cache may answer in the server's place
    reply.header('cache-control', 'no-store');
    return readItem(contextOf(request), Number(request.params.topicId));
  },
  // a read counts a view
  { onRequest: refuseHead },
);
