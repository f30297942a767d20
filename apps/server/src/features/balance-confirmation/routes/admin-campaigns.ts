import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { listCampaigns } from '../campaign-counts';

export default route(endpoints.confirmationCampaigns, (request) => listCampaigns(contextOf(request)));
