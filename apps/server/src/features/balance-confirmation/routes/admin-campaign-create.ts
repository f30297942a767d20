import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { createCampaign } from '../campaign-snapshot';

export default route(endpoints.confirmationCampaignCreate, (request) => createCampaign(contextOf(request), request.body));
