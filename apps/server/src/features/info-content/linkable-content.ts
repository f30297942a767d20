import { LINKABLE_CONTENT_PAGE_SIZE, type LinkableContentQuery, type LinkableContentResponse } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { consolePage, pageInfo } from '../../http/page-query';
import { countPublishedTitled, listPublishedTitled } from './content-queries';
import { toContentSummary } from './content-view';

/**
 * The items a desktop notification can open (its click opens `/show/{id}`, spec 3): published ones only, since a
 * draft or a future item would open the not-found page. Found by part of the title, newest first.
 */
export async function linkableContentPage(context: DomainContext, query: LinkableContentQuery): Promise<LinkableContentResponse> {
  const title = query.q?.trim() ?? '';
  const page = consolePage(Number(query.page ?? 1), LINKABLE_CONTENT_PAGE_SIZE);
  const now = context.now();
  const [total, rows] = await Promise.all([
    countPublishedTitled(context.db, now, title),
    listPublishedTitled(context.db, now, title, { offset: page.offset, limit: page.pageSize }),
  ]);
  return {
    items: rows.map((r) => ({ ...toContentSummary(r), category_name: r.category_name, background: r.background })),
    ...pageInfo(page, total),
  };
}
