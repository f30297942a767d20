import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, createBrowserRouter, matchRoutes } from 'react-router';
import { MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';
import { setSessionEndedNavigation } from '@/lib/auth/session-ended';
import { buildRoutes } from './build-routes';
import { routeContext } from './route-context';
import { ROUTES } from './route-table';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the routes the address matches before the router starts, so its first render is the page
 * itself: a page the server rendered is taken over without a blank frame in between. A module that fails to load
 * is left to the router, which tries again and shows the apology page when that fails too.
 */
async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy().catch(() => undefined);
      if (!loaded) return;
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}

/**
 * The browser's router over the route table, with the matched page's code already in; its loaders are given the
 * app's query cache (route-context.ts).
 */
export async function createAppRouter(queryClient: QueryClient): Promise<AppRouter> {
  const routes = buildRoutes(ROUTES);
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, { getContext: () => routeContext(queryClient) });
  setSessionEndedNavigation(() => void router.navigate(MEMBER_LOGON_PATH, { replace: true }));
  return router;
}
