import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { campaignSummary } from '../campaign-counts';

export default route(endpoints.confirmationCampaignSummary, (request) => campaignSummary(contextOf(request), request.body.id));
