import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { campaignDisputes } from '../dispute-cases';

export default route(endpoints.confirmationDisputes, (request) => campaignDisputes(contextOf(request), request.body));
