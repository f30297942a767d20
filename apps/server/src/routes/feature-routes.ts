import { memberShareRoutes } from '../features/member-share/routes';

/** Every feature's routes; the app registers them from the endpoint table, which they must serve exactly. */
export const featureRoutes = [...memberShareRoutes];
