import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { campaignSnapshot } from '../campaign-signoff';

export default route(endpoints.confirmationSnapshot, (request) => campaignSnapshot(contextOf(request), request.body.id));
