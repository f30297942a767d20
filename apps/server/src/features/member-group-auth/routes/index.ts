import type { EndpointRoute } from '../../../http/endpoint-route';
import currentUser from './current-user';
import getAuthUser from './get-auth-user';
import login from './login';
import logout from './logout';
import memberPass from './member-pass';

export const memberGroupAuthRoutes: EndpointRoute[] = [login, getAuthUser, logout, currentUser, memberPass];
