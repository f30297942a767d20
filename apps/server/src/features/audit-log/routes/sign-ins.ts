import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { signInPage } from '../sign-in-page';

export default route(endpoints.auditSignIns, (request) => signInPage(contextOf(request), request.query));
