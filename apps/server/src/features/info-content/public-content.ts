import type { ContentItemResponse, ContentListResponse, HomeResponse, PageQuery } from '@coop/contract';
import { listMarqueeNotes } from '../../db/repositories/marquee-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { pageInfo, pageOf } from '../../http/page-query';
import {
  countPublished,
  findCategory,
  listHighlights,
  listHomeCategories,
  listItemAttachments,
  listItemImages,
  listLatestPerCategory,
  listPublished,
  viewPublishedItem,
} from './content-queries';
import { fileIcon, toContentSummary } from './content-view';

const HOME_HIGHLIGHTS = 5;
const CATEGORY_NOT_FOUND = 'ไม่พบหมวดข่าวสารที่ต้องการ';
const ITEM_NOT_FOUND = 'ไม่พบข่าวสารที่ต้องการ หรือยังไม่ถึงกำหนดเผยแพร่';

/** /home: the marquee, the highlights and the latest published items of each category shown there. */
export async function infoHome(context: DomainContext): Promise<HomeResponse> {
  const now = context.now();
  const categories = await listHomeCategories(context.db);
  const [marquee, highlights, latest] = await Promise.all([
    listMarqueeNotes(context.db),
    listHighlights(context.db, now, HOME_HIGHLIGHTS),
    listLatestPerCategory(context.db, now, categories),
  ]);
  return {
    marquee,
    highlights: highlights.map(toContentSummary),
    categories: categories.map((c) => ({
      id: c.id,
      content_type: c.content_type,
      name: c.name,
      background: c.background,
      items: latest.filter((i) => i.category_id === c.id).map(toContentSummary),
    })),
  };
}

/** One page of a category's published items, newest first. */
export async function categoryPage(context: DomainContext, categoryId: number, query: PageQuery): Promise<ContentListResponse> {
  const page = pageOf(query);
  const category = await findCategory(context.db, categoryId);
  if (!category) throw new ApiFailure(404, 'NOT_FOUND', CATEGORY_NOT_FOUND);
  const now = context.now();
  const [total, items] = await Promise.all([
    countPublished(context.db, now, category.id),
    listPublished(context.db, now, category.id, { offset: page.offset, limit: page.pageSize }),
  ]);
  return {
    category: { id: category.id, content_type: category.content_type, name: category.name, background: category.background },
    items: items.map(toContentSummary),
    ...pageInfo(page, total),
  };
}

/** A published item with its pictures and downloads; every read counts a view. */
export async function readItem(context: DomainContext, id: number): Promise<ContentItemResponse> {
  const item = await viewPublishedItem(context.db, context.now(), id);
  if (!item) throw new ApiFailure(404, 'NOT_FOUND', ITEM_NOT_FOUND);
  const [images, attachments] = await Promise.all([listItemImages(context.db, id), listItemAttachments(context.db, id)]);
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
}
