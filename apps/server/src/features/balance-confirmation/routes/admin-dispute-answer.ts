import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { answerDisputeCase } from '../dispute-answer';

export default route(endpoints.confirmationDisputeAnswer, (request) => answerDisputeCase(contextOf(request), request.body));
