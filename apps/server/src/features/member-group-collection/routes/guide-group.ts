import { ErrorResponses, NoInput, SitePageResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findSitePage } from '../../../db/repositories/site-page-repository';
import { ApiFailure } from '../../../http/api-failure';

const GUIDE_KEY = 'guide_group';

/** แนวปฏิบัติของตัวแทนหน่วย: the clerks' guide, a page staff edit. */
const guideGroup: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/guide_group',
    { schema: { body: NoInput, response: { 200: SitePageResponse, ...ErrorResponses } } },
    async () => {
      const page = await findSitePage(app.db, GUIDE_KEY);
      if (!page) throw new ApiFailure(404, 'NOT_FOUND', 'สหกรณ์ยังไม่ได้เผยแพร่แนวปฏิบัติของตัวแทนหน่วย');
      return page;
    },
  );
};
export default guideGroup;
