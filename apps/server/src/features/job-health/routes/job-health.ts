import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { jobHealth } from '../job-health';

export default route(endpoints.adminJobHealth, (request) => jobHealth(contextOf(request)));
