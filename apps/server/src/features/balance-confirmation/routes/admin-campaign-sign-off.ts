import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { signOffCampaign } from '../campaign-signoff';

export default route(endpoints.confirmationSignOff, (request) => signOffCampaign(contextOf(request), request.body));
