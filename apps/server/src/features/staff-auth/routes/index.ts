import type { EndpointRoute } from '../../../http/endpoint-route';
import getAuthUser from './get-auth-user';
import login from './login';
import logout from './logout';
import passkeyOptions from './passkey-options';
import verify from './verify';
import verifyPasskey from './verify-passkey';

export const staffAuthRoutes: EndpointRoute[] = [login, verify, passkeyOptions, verifyPasskey, logout, getAuthUser];
