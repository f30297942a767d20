import { Outlet, type RouteObject, ScrollRestoration, redirect } from 'react-router';
import { CookieBanner } from '@/components/layouts/cookie-banner';
import { ScrollToTopButton } from '@/components/ui/scroll-to-top-button';
import { HOME_PATH } from '@/lib/auth/member-paths';
import { RenderErrorPage } from './render-error-page';
import { LAYOUTS, NOT_FOUND_PAGE, type RouteDefinition, type RouteLayout } from './route-table';

/** Every page, with a layout or without (spec 2.1): the way back to the top and the cookie banner. */
function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollToTopButton />
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}

/**
 * Spec 2.1: a blank screen while a page's code loads, and while the loaders of a signed-in area check its session. It
 * stands for the layout or page whose loader runs, not for the root, so the furniture of every page (the cookie
 * banner a first visit needs, often the largest thing a phone shows) is drawn at once (decision 067).
 */
function BlankFallback() {
  return null;
}

type LazyModule = NonNullable<RouteObject['lazy']>;

/** Every page and layout module, each its own chunk, loaded on first visit. */
const PAGE_MODULES = import.meta.glob<Awaited<ReturnType<Extract<LazyModule, () => unknown>>>>([
  './public/*-route.tsx',
  './member/*-route.tsx',
  './member-group/*-route.tsx',
  './admin/*-route.tsx',
]);

/** The loader of a route table entry's `page`; a name without a module is a programming error, caught by the tests. */
export function pageModule(page: string): LazyModule {
  const load = PAGE_MODULES[`./${page}.tsx`];
  if (!load) throw new Error(`route table: no module src/app/${page}.tsx`);
  return load;
}

const toRoute = (definition: RouteDefinition): RouteObject => ({
  path: definition.path,
  lazy: pageModule(definition.page),
  HydrateFallback: BlankFallback,
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
      children: [
        { index: true, loader: () => redirect(HOME_PATH), HydrateFallback: BlankFallback },
        { id: 'layout-info', lazy: pageModule(LAYOUTS.info.page), HydrateFallback: BlankFallback, children: inLayout('info') },
        { id: 'layout-member', lazy: pageModule(LAYOUTS.member.page), HydrateFallback: BlankFallback, children: inLayout('member') },
        { id: 'layout-membergroup', lazy: pageModule(LAYOUTS.membergroup.page), HydrateFallback: BlankFallback, children: inLayout('membergroup') },
        { id: 'layout-admin', lazy: pageModule(LAYOUTS.admin.page), HydrateFallback: BlankFallback, children: inLayout('admin') },
        ...inLayout('none'),
        { path: '*', lazy: pageModule(NOT_FOUND_PAGE) },
      ],
    },
  ];
}
