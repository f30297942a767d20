import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { publicMenu } from '../menu';

export default route(endpoints.infoMenu, (request, reply) => {
  reply.header('cache-control', 'public, max-age=60');
  return publicMenu(contextOf(request));
});
