import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { siteInfo } from '../site-info';

export default route(endpoints.siteInfo, (request, reply) => {
  reply.header('cache-control', 'public, max-age=60');
  return siteInfo(contextOf(request));
});
