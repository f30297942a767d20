import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { verifyAnswerChain } from '../chain-verification';

export default route(endpoints.confirmationVerifyChain, (request) => verifyAnswerChain(contextOf(request), request.body));
