import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { infoHome } from '../public-content';

export default route(endpoints.infoHome, (request, reply) => {
  reply.header('cache-control', 'public, max-age=30');
  return infoHome(contextOf(request));
});
