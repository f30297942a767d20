import type { EndpointRoute } from '../../../http/endpoint-route';
import getAuthUser from './get-auth-user';
import login from './login';
import logout from './logout';
import verify from './verify';

export const staffAuthRoutes: EndpointRoute[] = [login, verify, logout, getAuthUser];
