import { infoMenuEndpoints, LINE_LINK_PAGE_PATH, PUBLIC_READ_PATHS, siteEndpoints } from '@coop/contract';

/** Read by every page of a layout: from their own declarations, never the whole endpoint table, which would weigh on the first load. */
const SITE = siteEndpoints.siteInfo.path;
const MENU = infoMenuEndpoints.infoMenu.path;
const CALCULATORS = PUBLIC_READ_PATHS.calculatorSettings;

/**
 * The routes as plain data: the browser's router is built from it (build-routes.tsx), and so are the hints the
 * server writes into the page shell (vite-plugin-route-hints.ts), which is why nothing here may import a module
 * that only a browser can load.
 */

/** Which shell wraps a page (spec 2.1): the public information layout, the member or member-group layout, or none. */
export type RouteLayout = 'info' | 'member' | 'membergroup' | 'admin' | 'none';

export interface RouteDefinition {
  path: string;
  layout: RouteLayout;
  /** The page's module under src/app, without extension, loaded on first visit. */
  page: string;
  /** Thai page name, for pages that show it from the route (those still being prepared). */
  title?: string;
  /**
   * Public GET endpoints the page reads on its first render, with the route's parameters (`:topicId`): the server
   * asks the browser to start them with the page's code. Never a member feed (those need the session's token).
   */
  data?: readonly string[];
  /**
   * The server renders the page's markup (entry-server.tsx), so it shows before its code arrives. Only for public
   * pages that read public data and whose first render depends on nothing but the address and that data.
   */
  prerender?: boolean;
}

export interface LayoutDefinition {
  page: string;
  data: readonly string[];
}

/** The shells, and what each reads on every page it wraps. */
export const LAYOUTS: Record<Exclude<RouteLayout, 'none'>, LayoutDefinition> = {
  info: { page: 'public/info-layout-route', data: [SITE, MENU] },
  member: { page: 'member/member-layout-route', data: [SITE] },
  membergroup: { page: 'member-group/member-group-layout-route', data: [SITE] },
  admin: { page: 'admin/admin-layout-route', data: [SITE] },
};

/** Pages outside any shell still show the cooperative's name from the site configuration, unless they say otherwise. */
export const SHELL_DATA: readonly string[] = [SITE];

export const NOT_FOUND_PAGE = 'public/not-found-route';

/** Every public, member and member-group route of spec 2.1, 2.3 and 2.5, and the staff console's, with its layout. */
export const ROUTES: readonly RouteDefinition[] = [
  { path: '/home', layout: 'info', page: 'public/home-route', data: [PUBLIC_READ_PATHS.home], prerender: true },
  { path: '/list/:topicId', layout: 'info', page: 'public/list-route' },
  { path: '/show/:topicId', layout: 'info', page: 'public/show-route', data: [PUBLIC_READ_PATHS.contentItem], prerender: true },
  { path: '/board', layout: 'info', page: 'public/board-route' },
  { path: '/boardPost', layout: 'info', page: 'public/board-post-route' },
  { path: '/boardShow/:topicId', layout: 'info', page: 'public/board-show-route' },
  { path: '/demand', layout: 'info', page: 'public/demand-route' },
  { path: '/showdemand/:topicId', layout: 'info', page: 'public/show-demand-route' },
  { path: '/election', layout: 'info', page: 'public/election-route' },

  { path: '/load', layout: 'none', page: 'public/load-route' },
  { path: '/colors', layout: 'none', page: 'public/colors-route', data: [] },
  { path: '/loancal', layout: 'none', page: 'public/loancal-route', data: [SITE, CALCULATORS] },
  { path: '/caldividend', layout: 'none', page: 'public/caldividend-route', data: [SITE, CALCULATORS] },
  { path: '/cookie/:typecookie', layout: 'none', page: 'public/cookie-route' },
  { path: '/verify', layout: 'none', page: 'public/verify-route' },
  { path: '/verify/:code', layout: 'none', page: 'public/verify-route' },

  // the logon pages need no session: drawn by the server, their form shows before their code arrives (decision 067)
  { path: '/member/logon', layout: 'none', page: 'member/logon-route', prerender: true },
  { path: '/member/registerauth', layout: 'none', page: 'member/register-route' },
  { path: '/member/register', layout: 'none', page: 'member/register-route' },
  { path: '/member/forget', layout: 'none', page: 'member/register-route' },
  { path: '/member/termofconditional', layout: 'none', page: 'public/terms-route' },
  { path: '/member/impersonate', layout: 'none', page: 'member/impersonate-route' },
  // LINE's link opens it, often in LINE's own browser where the member is not yet signed in: it signs them in itself
  { path: LINE_LINK_PAGE_PATH, layout: 'none', page: 'member/line-link-route' },

  { path: '/member/welcome', layout: 'member', page: 'member/welcome-route' },
  { path: '/member/status', layout: 'member', page: 'member/status-route' },
  { path: '/member/share', layout: 'member', page: 'member/share-route' },
  { path: '/member/loan', layout: 'member', page: 'member/loan-route' },
  { path: '/member/loan_statement/:statement', layout: 'member', page: 'member/loan-statement-route' },
  { path: '/member/loan-eligibility', layout: 'member', page: 'member/loan-eligibility-route' },
  { path: '/member/loan-applications', layout: 'member', page: 'member/loan-applications-route' },
  { path: '/member/loan-applications/new', layout: 'member', page: 'member/loan-application-new-route' },
  { path: '/member/loan-applications/:applicationNo', layout: 'member', page: 'member/loan-application-route' },
  { path: '/member/loan-guarantees/:applicationNo', layout: 'member', page: 'member/loan-guarantee-route' },
  { path: '/member/deposit', layout: 'member', page: 'member/deposit-route' },
  { path: '/member/dep_statement/:statement', layout: 'member', page: 'member/dep-statement-route' },
  { path: '/member/kep', layout: 'member', page: 'member/kep-route' },
  { path: '/member/kepcrem', layout: 'member', page: 'member/kepcrem-route' },
  { path: '/member/coll', layout: 'member', page: 'member/coll-route' },
  { path: '/member/gian', layout: 'member', page: 'member/gian-route' },
  { path: '/member/welfare', layout: 'member', page: 'member/welfare-route' },
  { path: '/member/dividend', layout: 'member', page: 'member/dividend-route' },
  { path: '/member/insurance', layout: 'member', page: 'member/insurance-route' },
  { path: '/member/requestpromoney', layout: 'member', page: 'member/requestpromoney-route' },
  { path: '/member/password', layout: 'member', page: 'member/password-route' },
  { path: '/member/confirmData', layout: 'member', page: 'member/confirm-data-route' },
  { path: '/member/inbox', layout: 'member', page: 'member/inbox-route' },
  { path: '/member/notifications', layout: 'member', page: 'member/notifications-route' },
  { path: '/member/security', layout: 'member', page: 'member/security-route' },
  { path: '/member/access', layout: 'member', page: 'member/access-route' },

  { path: '/membergroup/logon', layout: 'none', page: 'member-group/logon-route', prerender: true },
  { path: '/membergroup/dashboard', layout: 'membergroup', page: 'member-group/dashboard-route' },
  { path: '/membergroup/keeprep', layout: 'membergroup', page: 'member-group/keeprep-route' },
  { path: '/membergroup/delivery_book', layout: 'membergroup', page: 'member-group/delivery-book-route' },
  { path: '/membergroup/summarize_rep', layout: 'membergroup', page: 'member-group/summarize-rep-route' },
  { path: '/membergroup/loan-certifications', layout: 'membergroup', page: 'member-group/loan-certifications-route' },
  { path: '/membergroup/password', layout: 'membergroup', page: 'member-group/password-route' },
  { path: '/membergroup/guide_group', layout: 'membergroup', page: 'member-group/guide-route' },

  { path: '/admin/logon', layout: 'none', page: 'admin/logon-route', prerender: true },
  { path: '/admin', layout: 'admin', page: 'admin/dashboard-route' },
  { path: '/admin/staff', layout: 'admin', page: 'admin/staff-route' },
  { path: '/admin/audit', layout: 'admin', page: 'admin/audit-route' },
  { path: '/admin/menu', layout: 'admin', page: 'admin/content-menu-route' },
  { path: '/admin/marquee', layout: 'admin', page: 'admin/content-marquee-route' },
  { path: '/admin/content', layout: 'admin', page: 'admin/content-items-route' },
  { path: '/admin/content/:itemId', layout: 'admin', page: 'admin/content-item-route' },
  { path: '/admin/members', layout: 'admin', page: 'admin/members-route' },
  { path: '/admin/member-groups', layout: 'admin', page: 'admin/member-groups-route' },
  { path: '/admin/payment-requests', layout: 'admin', page: 'admin/payment-requests-route' },
  { path: '/admin/loan-applications', layout: 'admin', page: 'admin/loan-applications-route' },
  { path: '/admin/loan-applications/:applicationNo', layout: 'admin', page: 'admin/loan-application-route' },
  { path: '/admin/confirmation', layout: 'admin', page: 'admin/confirmation-route' },
  { path: '/admin/confirmation/:campaignId', layout: 'admin', page: 'admin/confirmation-campaign-route' },
  { path: '/admin/broadcasts', layout: 'admin', page: 'admin/broadcasts-route' },
  { path: '/admin/notifications', layout: 'admin', page: 'admin/notifications-route' },
  { path: '/admin/site', layout: 'admin', page: 'admin/site-config-route' },
  { path: '/admin/calculators', layout: 'admin', page: 'admin/calculator-settings-route' },
  { path: '/admin/loan-products', layout: 'admin', page: 'admin/loan-products-route' },
  { path: '/admin/pages', layout: 'admin', page: 'admin/site-pages-route' },
  { path: '/admin/board', layout: 'admin', page: 'admin/board-moderation-route' },
  { path: '/admin/demands', layout: 'admin', page: 'admin/demands-route' },
  { path: '/admin/election', layout: 'admin', page: 'admin/election-route' },
  { path: '/admin/election/:electionId', layout: 'admin', page: 'admin/election-contents-route' },
  { path: '/admin/categories', layout: 'admin', page: 'admin/content-categories-route' },
  { path: '/admin/import', layout: 'admin', page: 'admin/import-route' },
  { path: '/admin/jobs', layout: 'admin', page: 'admin/jobs-route' },
  { path: '/admin/account', layout: 'admin', page: 'admin/own-account-route' },
];
