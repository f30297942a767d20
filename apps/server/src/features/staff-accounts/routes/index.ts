import type { EndpointRoute } from '../../../http/endpoint-route';
import staffCreate from './staff-create';
import staffList from './staff-list';
import staffResetSecondFactor from './staff-reset-second-factor';
import staffUnlock from './staff-unlock';
import staffUpdate from './staff-update';

export const staffAccountsRoutes: EndpointRoute[] = [staffList, staffCreate, staffUpdate, staffResetSecondFactor, staffUnlock];
