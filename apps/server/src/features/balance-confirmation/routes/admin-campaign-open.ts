import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { moveCampaignStatus } from '../campaign-status';

export default route(endpoints.confirmationCampaignOpen, (request) => moveCampaignStatus(contextOf(request), request.body.id, 'open'));
