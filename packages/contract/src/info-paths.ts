import { memberTermsEndpoints } from './member-terms';

/**
 * The public GET endpoints a page reads as it opens: the server registers them under these paths, the web fetches
 * them, and the page shell names them so the browser starts them with the page's code.
 */
export const INFO_PATHS = {
  site: '/api/info/site',
  menu: '/api/info/manu',
  home: '/api/info/home',
  show: '/api/info/show/:topicId',
  terms: memberTermsEndpoints.memberTerms.path,
} as const;
