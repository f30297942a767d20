import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { unlinkLine } from '../member-line-link';

export default route(endpoints.memberLineUnlink, (request) => unlinkLine(contextOf(request)), { onRequest: refuseWhileImpersonating });
