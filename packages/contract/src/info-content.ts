import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { PUBLIC_READ_PATHS } from './public-read-paths';
import { MarqueeNote } from './info-menu';
import { Nullable } from './nullable';
import { PageInfo, PageQuery, TopicIdParams } from './info-paging';

/** Content types with their default pictures (spec 3), spelled as the spec spells them. */
export const CONTENT_TYPES = [
  'news',
  'activity-gallary',
  'rule',
  'Scholarships',
  'achievement',
  'report_center',
  'notice',
  'news_letters',
  'business_report',
  'download',
  'default',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const ContentTypeSchema = Type.Enum(CONTENT_TYPES);

/** Where the default picture of a content type is served; the client falls back to it when the cover is missing (spec 7). */
export const defaultPicturePath = (type: ContentType) => `/mediafiles/picture/Utils/ContentDefault/${type}.png`;

/** How many characters of the body the server sends as `summary`: more than the longest preview (spec 9: 250). */
export const SUMMARY_LENGTH = 300;

/** Spec 3's content backgrounds, the picture behind a topic list's heading, spelled as the spec spells them. */
export const CONTENT_BACKGROUNDS = [
  'news',
  'order',
  'rules',
  'overall_operation',
  'coop_investment',
  'coop_order',
  'coop_act',
  'welfare',
  'notice',
  'activity-gallary',
  'video',
  'bussiness_report',
  'bussiness_report_monthy',
  'download',
] as const;
export type ContentBackground = (typeof CONTENT_BACKGROUNDS)[number];
export const ContentBackgroundSchema = Type.Enum(CONTENT_BACKGROUNDS);
/** Where the web app serves a content background's picture. */
export const contentBackgroundPath = (background: ContentBackground) => `/images/content-background/${background}.svg`;

export const ContentCategory = Type.Object({
  id: Type.Integer(),
  content_type: ContentTypeSchema,
  name: Type.String(),
  /** The background staff chose; null: the content type's own. */
  background: Nullable(ContentBackgroundSchema),
});
export type ContentCategory = Static<typeof ContentCategory>;

/**
 * One item in a list. `summary` is the start of the body with whitespace collapsed; the client cuts it with an
 * ellipsis (80, 120 or 250 characters, spec 9). `cover_image` is a /mediafiles/ path or null; `default_image` is the
 * content type's default picture.
 */
export const ContentSummary = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  content_type: ContentTypeSchema,
  title: Type.String(),
  summary: Type.String(),
  cover_image: Nullable(Type.String()),
  default_image: Type.String(),
  published_at: Type.String({ description: 'ISO 8601 timestamp' }),
  highlight: Type.Boolean(),
  view_count: Type.Integer(),
});
export type ContentSummary = Static<typeof ContentSummary>;

export const HomeCategory = Type.Object({
  ...ContentCategory.properties,
  items: Type.Array(ContentSummary),
});
export type HomeCategory = Static<typeof HomeCategory>;

/** `GET /api/info/home`: the marquee, highlighted items, and the latest items of each category shown on home. */
export const HomeResponse = Type.Object({
  marquee: Type.Array(MarqueeNote),
  highlights: Type.Array(ContentSummary),
  categories: Type.Array(HomeCategory),
});
export type HomeResponse = Static<typeof HomeResponse>;

/** `GET /api/info/list/{topicId}`: a category's published items, newest first. */
export const ContentListResponse = Type.Object({
  category: ContentCategory,
  items: Type.Array(ContentSummary),
  ...PageInfo,
});
export type ContentListResponse = Static<typeof ContentListResponse>;

export const ContentImage = Type.Object({
  path: Type.String(),
  caption: Type.String(),
});
export type ContentImage = Static<typeof ContentImage>;

/** A downloadable file; `icon` is the file type's icon under /mediafiles/images/Utils/icon/. */
export const ContentAttachment = Type.Object({
  title: Type.String(),
  path: Type.String(),
  size_bytes: Type.Integer(),
  icon: Type.String(),
});
export type ContentAttachment = Static<typeof ContentAttachment>;

/**
 * `GET /api/info/show/{topicId}`: the whole item; each call counts one view. `body` is plain text, paragraphs split
 * by blank lines; `body_html`, when not null, is the same body as HTML the server sanitised (written in the staff
 * console), shown in its place.
 */
export const ContentItemResponse = Type.Object({
  item: Type.Object({
    ...ContentSummary.properties,
    category_name: Type.String(),
    body: Type.String(),
    body_html: Nullable(Type.String()),
    images: Type.Array(ContentImage),
    attachments: Type.Array(ContentAttachment),
  }),
});
export type ContentItemResponse = Static<typeof ContentItemResponse>;

export const infoContentEndpoints = {
  /** /home's content. */
  infoHome: endpoint({ method: 'GET', path: PUBLIC_READ_PATHS.home, access: 'public', response: HomeResponse }),
  /** One page of a category's items. */
  contentList: endpoint({ method: 'GET', path: '/api/info/list/:topicId', access: 'public', params: TopicIdParams, query: PageQuery, response: ContentListResponse }),
  /** One item; each read counts a view. */
  contentItem: endpoint({ method: 'GET', path: PUBLIC_READ_PATHS.contentItem, access: 'public', params: TopicIdParams, response: ContentItemResponse }),
};
