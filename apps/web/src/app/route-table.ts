import type { RouteObject } from 'react-router';

/** Which shell wraps a page (spec 2.1): the public information layout, the member layout, or none. */
export type RouteLayout = 'info' | 'member' | 'none';

export interface RouteDefinition {
  path: string;
  layout: RouteLayout;
  /** The page's module, loaded on first visit. */
  lazy: NonNullable<RouteObject['lazy']>;
  /** Thai page name, for pages that show it from the route (those still being prepared). */
  title?: string;
}

const publicInPreparation = () => import('./public/in-preparation-route');
const memberInPreparation = () => import('./member/in-preparation-route');
const registration = () => import('./member/register-route');

/** Every public and member route of spec 2.1 and 2.3, with its layout. */
export const ROUTES: readonly RouteDefinition[] = [
  { path: '/home', layout: 'info', lazy: () => import('./public/home-route') },
  { path: '/list/:topicId', layout: 'info', lazy: () => import('./public/list-route') },
  { path: '/show/:topicId', layout: 'info', lazy: () => import('./public/show-route') },
  { path: '/board', layout: 'info', lazy: () => import('./public/board-route') },
  { path: '/boardPost', layout: 'info', lazy: () => import('./public/board-post-route') },
  { path: '/boardShow/:topicId', layout: 'info', lazy: () => import('./public/board-show-route') },
  { path: '/demand', layout: 'info', lazy: () => import('./public/demand-route') },
  { path: '/showdemand/:topicId', layout: 'info', lazy: () => import('./public/show-demand-route') },
  { path: '/election', layout: 'info', lazy: () => import('./public/election-route') },

  { path: '/load', layout: 'none', lazy: () => import('./public/load-route') },
  { path: '/colors', layout: 'none', lazy: () => import('./public/colors-route') },
  { path: '/loancal', layout: 'none', lazy: () => import('./public/loancal-route') },
  { path: '/caldividend', layout: 'none', lazy: () => import('./public/caldividend-route') },
  { path: '/cookie/:typecookie', layout: 'none', lazy: () => import('./public/cookie-route') },

  { path: '/member/logon', layout: 'none', lazy: () => import('./member/logon-route') },
  { path: '/member/registerauth', layout: 'none', lazy: registration },
  { path: '/member/register', layout: 'none', lazy: registration },
  { path: '/member/forget', layout: 'none', lazy: registration },
  { path: '/member/termofconditional', layout: 'none', lazy: publicInPreparation, title: 'ข้อตกลงและเงื่อนไขการใช้บริการ' },
  { path: '/member/impersonate', layout: 'none', lazy: publicInPreparation, title: 'เข้าสู่ระบบแทนสมาชิก' },

  { path: '/member/status', layout: 'member', lazy: () => import('./member/status-route') },
  { path: '/member/share', layout: 'member', lazy: () => import('./member/share-route') },
  { path: '/member/loan', layout: 'member', lazy: () => import('./member/loan-route') },
  { path: '/member/loan_statement/:statement', layout: 'member', lazy: () => import('./member/loan-statement-route') },
  { path: '/member/deposit', layout: 'member', lazy: () => import('./member/deposit-route') },
  { path: '/member/dep_statement/:statement', layout: 'member', lazy: () => import('./member/dep-statement-route') },
  { path: '/member/kep', layout: 'member', lazy: () => import('./member/kep-route') },
  { path: '/member/kepcrem', layout: 'member', lazy: () => import('./member/kepcrem-route') },
  { path: '/member/coll', layout: 'member', lazy: () => import('./member/coll-route') },
  { path: '/member/gian', layout: 'member', lazy: () => import('./member/gian-route') },
  { path: '/member/welfare', layout: 'member', lazy: () => import('./member/welfare-route') },
  { path: '/member/dividend', layout: 'member', lazy: () => import('./member/dividend-route') },
  { path: '/member/insurance', layout: 'member', lazy: () => import('./member/insurance-route') },
  { path: '/member/requestpromoney', layout: 'member', lazy: memberInPreparation },
  { path: '/member/password', layout: 'member', lazy: () => import('./member/password-route') },
  { path: '/member/confirmData', layout: 'member', lazy: memberInPreparation },
];
