import { ErrorResponses, INFO_PATHS, SitePageResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findSitePage, TERMS_KEY } from '../../../db/repositories/site-page-repository';
import { ApiFailure } from '../../../http/api-failure';

export const NO_TERMS = 'สหกรณ์ยังไม่ได้เผยแพร่ข้อตกลงและเงื่อนไขการใช้บริการ';

/** ข้อตกลงและเงื่อนไขการใช้บริการ (/member/termofconditional): public, read before registering. */
const terms: FastifyPluginAsyncTypebox = async (app) => {
  app.get(INFO_PATHS.terms, { schema: { response: { 200: SitePageResponse, ...ErrorResponses } } }, async () => {
    const page = await findSitePage(app.db, TERMS_KEY);
    if (!page) throw new ApiFailure(404, 'NOT_FOUND', NO_TERMS);
    return page;
  });
};
export default terms;
