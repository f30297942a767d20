import { createBrowserRouter } from 'react-router';
import { MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';
import { setSessionEndedNavigation } from '@/lib/auth/session-ended';
import { buildRoutes } from './build-routes';
import { ROUTES } from './route-table';

export const router = createBrowserRouter(buildRoutes(ROUTES));

setSessionEndedNavigation(() => void router.navigate(MEMBER_LOGON_PATH, { replace: true }));
