import { endpoint } from './endpoint';
import { SitePageResponse } from './member-group-collection';

export const memberTermsEndpoints = {
  /** ข้อตกลงและเงื่อนไขการใช้บริการ (/member/termofconditional): public, read before registering. */
  memberTerms: endpoint({ method: 'GET', path: '/api/info/terms', access: 'public', response: SitePageResponse }),
};
