import { Outlet, type RouteObject, ScrollRestoration, redirect } from 'react-router';
import { HOME_PATH } from '@/lib/auth/member-paths';
import { RenderErrorPage } from './render-error-page';
import type { RouteDefinition, RouteLayout } from './route-table';

function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Spec 2.1: a blank screen while a page's code loads. */
function BlankFallback() {
  return null;
}

const LAYOUT_MODULES: Record<Exclude<RouteLayout, 'none'>, NonNullable<RouteObject['lazy']>> = {
  info: () => import('./public/info-layout-route'),
  member: () => import('./member/member-layout-route'),
};

const toRoute = (definition: RouteDefinition): RouteObject => ({
  path: definition.path,
  lazy: definition.lazy,
  handle: definition.title ? { title: definition.title } : undefined,
});

/**
 * The router's tree: one layout route per layout value, holding its pages; pages without a layout beside them;
 * the site root going to /home; anything else the not-found page. A page that fails to render, or whose code
 * cannot be fetched, shows the apology page.
 */
export function buildRoutes(definitions: readonly RouteDefinition[]): RouteObject[] {
  const inLayout = (layout: RouteLayout) => definitions.filter((d) => d.layout === layout).map(toRoute);
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RenderErrorPage,
      HydrateFallback: BlankFallback,
      children: [
        { index: true, loader: () => redirect(HOME_PATH) },
        { id: 'layout-info', lazy: LAYOUT_MODULES.info, children: inLayout('info') },
        { id: 'layout-member', lazy: LAYOUT_MODULES.member, children: inLayout('member') },
        ...inLayout('none'),
        { path: '*', lazy: () => import('./public/not-found-route') },
      ],
    },
  ];
}
