import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveDemandAnswer } from '../demand-answers';

export default route(endpoints.adminDemandAnswer, (request) => saveDemandAnswer(contextOf(request), request.body));
