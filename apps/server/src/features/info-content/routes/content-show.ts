import { INFO_PATHS, ContentItemResponse, ErrorResponses, IdParam } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { listItemAttachments, listItemImages, viewPublishedItem } from '../content-queries';
import { ApiFailure } from '../../../http/api-failure';
import { refuseHead } from '../../../http/refuse-head';
import { fileIcon, toContentSummary } from './content-view';

export const ITEM_NOT_FOUND = 'ไม่พบข่าวสารที่ต้องการ หรือยังไม่ถึงกำหนดเผยแพร่';

const contentShow: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    INFO_PATHS.show,
    {
      // a read counts a view
      onRequest: refuseHead,
      schema: {
        params: Type.Object({ topicId: IdParam }),
        response: { 200: ContentItemResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.topicId);
      const item = await viewPublishedItem(app.db, app.now(), id);
      if (!item) throw new ApiFailure(404, 'NOT_FOUND', ITEM_NOT_FOUND);
      const [images, attachments] = await Promise.all([listItemImages(app.db, id), listItemAttachments(app.db, id)]);
      // every read counts a view, so no cache may answer in the server's place
      reply.header('cache-control', 'no-store');
      return {
        item: {
          ...toContentSummary(item),
          category_name: item.category_name,
          body: item.body,
          body_html: item.body_html,
          images,
          attachments: attachments.map((a) => ({ ...a, icon: fileIcon(a.path) })),
        },
      };
    },
  );
};
export default contentShow;
