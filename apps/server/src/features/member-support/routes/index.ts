import type { EndpointRoute } from '../../../http/endpoint-route';
import groupCreate from './group-create';
import groupCreateAccount from './group-create-account';
import groupResetPassword from './group-reset-password';
import groupSearch from './group-search';
import impersonationSession from './impersonation-session';
import memberEndSessions from './member-end-sessions';
import memberForceReset from './member-force-reset';
import memberImpersonate from './member-impersonate';
import memberSearch from './member-search';
import memberStatus from './member-status';
import memberUnlock from './member-unlock';

export const memberSupportRoutes: EndpointRoute[] = [
  memberSearch,
  memberStatus,
  memberUnlock,
  memberEndSessions,
  memberForceReset,
  memberImpersonate,
  impersonationSession,
  groupSearch,
  groupCreate,
  groupCreateAccount,
  groupResetPassword,
];
