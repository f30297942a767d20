import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { publishedTerms } from '../published-terms';

export default route(endpoints.memberTerms, (request) => publishedTerms(contextOf(request)));
