import type { EndpointRoute } from '../../../http/endpoint-route';
import getAuthUser from './get-auth-user';
import login from './login';
import logout from './logout';

export const memberAuthRoutes: EndpointRoute[] = [login, getAuthUser, logout];
