import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { staffAuthUser } from '../staff-auth-user';

export default route(endpoints.staffAuthUser, (request) => staffAuthUser(request.staff));
