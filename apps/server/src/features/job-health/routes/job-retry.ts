import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { retryDeadJob } from '../job-health';

export default route(endpoints.adminJobRetry, (request) => retryDeadJob(contextOf(request), request.params.id));
