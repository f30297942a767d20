import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { forcePasswordReset } from '../member-account-actions';

export default route(endpoints.memberForceReset, (request) => forcePasswordReset(contextOf(request), request.body));
