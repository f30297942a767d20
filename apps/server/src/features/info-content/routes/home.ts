import { ErrorResponses, INFO_PATHS, HomeResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listHighlights, listHomeCategories, listLatestPerCategory } from '../content-queries';
import { listMarqueeNotes } from '../../../db/repositories/marquee-repository';
import { toContentSummary } from './content-view';

export const HOME_HIGHLIGHTS = 5;

const home: FastifyPluginAsyncTypebox = async (app) => {
  app.get(INFO_PATHS.home, { schema: { response: { 200: HomeResponse, ...ErrorResponses } } }, async (_request, reply) => {
    const now = app.now();
    const categories = await listHomeCategories(app.db);
    const [marquee, highlights, latest] = await Promise.all([
      listMarqueeNotes(app.db),
      listHighlights(app.db, now, HOME_HIGHLIGHTS),
      listLatestPerCategory(app.db, now, categories),
    ]);
    reply.header('cache-control', 'public, max-age=30');
    return {
      marquee,
      highlights: highlights.map(toContentSummary),
      categories: categories.map((c) => ({
        id: c.id,
        content_type: c.content_type,
        name: c.name,
        items: latest.filter((i) => i.category_id === c.id).map(toContentSummary),
      })),
    };
  });
};
export default home;
