import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { campaignResponses } from '../campaign-responses';

export default route(endpoints.confirmationResponses, (request) => campaignResponses(contextOf(request), request.body));
