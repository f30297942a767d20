import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { importRun } from '../import-run';

export default route(endpoints.importRun, (request) => importRun(contextOf(request), request.body));
