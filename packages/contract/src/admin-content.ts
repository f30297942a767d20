import { Type, type Static, type TProperties } from 'typebox';
import { editorCall, MOVE_REFUSED } from './console-endpoint';
import { UPLOADED_PICTURE_PATTERN } from './content-picture';
import { ContentAttachment, ContentBackgroundSchema, ContentCategory, ContentTypeSchema } from './info-content';
import { PageInfo } from './info-paging';
import { NoInput } from './no-input';
import { AdminSavedResponse } from './admin-saved';
import { Nullable } from './nullable';

/** Short one-line texts: no line breaks (names, links, titles). */
const Line = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\r\\n]*\\S[^\\r\\n]*$' });
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** What the console saves: without `id` a new row, with it that row changed; no other field is accepted. */
export const SaveBody = <const P extends TProperties>(properties: P) =>
  Type.Object({ id: Type.Optional(Id), ...properties }, { additionalProperties: false });
/** A link in the menu: a path of the portal, or an http(s) address. */
export const MenuUrl = Type.String({ maxLength: 500, pattern: '^(|/[^\\s]*|https?://[^\\s]+)$' });

export { AdminSavedResponse } from './admin-saved';

export const MoveBody = Type.Object({ id: Id, direction: Type.Union([Type.Literal('up'), Type.Literal('down')]) }, { additionalProperties: false });
export type MoveBody = Static<typeof MoveBody>;
export const IdBody = Type.Object({ id: Id }, { additionalProperties: false });
export type IdBody = Static<typeof IdBody>;

export const AdminMenuItem = Type.Object({
  seq: Type.Integer(),
  type: Type.String(),
  manu_name: Type.String(),
  url: Type.String(),
  is_parent: Type.Boolean(),
  hidden: Type.Boolean(),
});
export type AdminMenuItem = Static<typeof AdminMenuItem>;
export const AdminSubMenuItem = Type.Object({ id: Type.Integer(), manu_id: Type.Integer(), url: Type.String(), description: Type.String() });
export type AdminSubMenuItem = Static<typeof AdminSubMenuItem>;
export const AdminMenuResponse = Type.Object({ list_manu: Type.Array(AdminMenuItem), list_sub_manu: Type.Array(AdminSubMenuItem) });
export type AdminMenuResponse = Static<typeof AdminMenuResponse>;

/** A menu item; `seq` names the item to change, absent for a new one (placed last). `type` 'main' is the public menu. */
export const MenuSaveBody = Type.Object(
  {
    seq: Type.Optional(Id),
    type: Type.String({ pattern: '^[a-z_]{1,20}$' }),
    manu_name: Line(100),
    url: MenuUrl,
    is_parent: Type.Boolean(),
    hidden: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MenuSaveBody = Static<typeof MenuSaveBody>;

export const SubMenuSaveBody = SaveBody({ manu_id: Id, url: MenuUrl, description: Line(200) });
export type SubMenuSaveBody = Static<typeof SubMenuSaveBody>;

export const AdminMarqueeNote = Type.Object({ id: Type.Integer(), note: Type.String(), active: Type.Boolean() });
export type AdminMarqueeNote = Static<typeof AdminMarqueeNote>;
export const AdminMarqueeResponse = Type.Object({ notes: Type.Array(AdminMarqueeNote) });
export type AdminMarqueeResponse = Static<typeof AdminMarqueeResponse>;
export const MarqueeSaveBody = SaveBody({ note: Line(500), active: Type.Boolean() });
export type MarqueeSaveBody = Static<typeof MarqueeSaveBody>;

export const AdminCategory = Type.Object({ ...ContentCategory.properties, home_count: Type.Integer(), item_count: Type.Integer() });
export type AdminCategory = Static<typeof AdminCategory>;
export const AdminCategoryResponse = Type.Object({ categories: Type.Array(AdminCategory) });
export type AdminCategoryResponse = Static<typeof AdminCategoryResponse>;
/** A category; `home_count` is how many of its latest items the home page shows (0: none); no `background`: the content type's. */
export const CategorySaveBody = SaveBody({
  content_type: ContentTypeSchema,
  name: Line(100),
  home_count: Type.Integer({ minimum: 0, maximum: 12 }),
  background: Type.Optional(Nullable(ContentBackgroundSchema)),
});
export type CategorySaveBody = Static<typeof CategorySaveBody>;

export const AdminItemListBody = Type.Object(
  {
    category_id: Type.Optional(Id),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type AdminItemListBody = Static<typeof AdminItemListBody>;
export const AdminItemSummary = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  title: Type.String(),
  published: Type.Boolean(),
  published_at: Type.String(),
  highlight: Type.Boolean(),
  view_count: Type.Integer(),
});
export type AdminItemSummary = Static<typeof AdminItemSummary>;
export const AdminItemListResponse = Type.Object({ items: Type.Array(AdminItemSummary), ...PageInfo });
export type AdminItemListResponse = Static<typeof AdminItemListResponse>;

/** An attachment as the console sends it back: what the upload answered. */
export const AttachmentInput = Type.Object(
  { title: Line(200), path: Type.String({ pattern: '^/mediafiles/content/[0-9a-f]{32}\\.(pdf|docx|xlsx)$' }), size_bytes: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type AttachmentInput = Static<typeof AttachmentInput>;
/** Pictures the console uploaded: the only pictures an item may show. */
export const UploadedPicturePath = Type.String({ pattern: UPLOADED_PICTURE_PATTERN });

/** Rich text: at most 200,000 characters of HTML, sanitised by the server before it is stored or previewed. */
export const RichText = Type.String({ maxLength: 200_000 });

export const ItemSaveBody = SaveBody({
  category_id: Id,
  title: Line(300),
  body_html: RichText,
  cover_image: Nullable(UploadedPicturePath),
  published: Type.Boolean(),
  published_at: Type.String({ format: 'date-time', pattern: '^(19|20|21)[0-9]{2}-' }),
  highlight: Type.Boolean(),
  attachments: Type.Array(AttachmentInput, { maxItems: 20 }),
});
export type ItemSaveBody = Static<typeof ItemSaveBody>;

export const AdminItem = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  title: Type.String(),
  /** The stored HTML; an item from before the console comes as its plain text turned into paragraphs. */
  body_html: Type.String(),
  cover_image: Nullable(Type.String()),
  published: Type.Boolean(),
  published_at: Type.String(),
  highlight: Type.Boolean(),
  attachments: Type.Array(ContentAttachment),
});
export type AdminItem = Static<typeof AdminItem>;
export const AdminItemResponse = Type.Object({ item: AdminItem });
export type AdminItemResponse = Static<typeof AdminItemResponse>;

export const PreviewBody = Type.Object({ body_html: RichText }, { additionalProperties: false });
export type PreviewBody = Static<typeof PreviewBody>;
/** The HTML exactly as it would be stored and shown. */
export const PreviewResponse = Type.Object({ body_html: Type.String() });
export type PreviewResponse = Static<typeof PreviewResponse>;

/** Pictures (PNG, JPEG, GIF, BMP) are re-encoded; attachments (PDF, DOCX, XLSX) are kept as sent, checked by content. */
export const CONTENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const CONTENT_UPLOAD_BODY_MAX_BYTES = Math.ceil(CONTENT_UPLOAD_MAX_BYTES / 3) * 4 + 8 * 1024;
export const UploadBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('picture'), Type.Literal('attachment')]),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    /** The file as a base64 data URL; its stated type is ignored. */
    file: Type.String({ minLength: 1, maxLength: CONTENT_UPLOAD_BODY_MAX_BYTES }),
  },
  { additionalProperties: false },
);
export type UploadBody = Static<typeof UploadBody>;
export const UploadResponse = Type.Object({ path: Type.String(), size_bytes: Type.Integer(), title: Type.String() });
export type UploadResponse = Static<typeof UploadResponse>;

/** The staff console's content management (issue 13, item 2); admin and editor only. */
export const adminContentEndpoints = {
  adminMenuList: editorCall('/api/admin/content/menu/list', NoInput, AdminMenuResponse),
  adminMenuSave: editorCall('/api/admin/content/menu/save', MenuSaveBody, AdminSavedResponse),
  adminMenuMove: editorCall('/api/admin/content/menu/move', MoveBody, AdminSavedResponse, MOVE_REFUSED),
  adminMenuDelete: editorCall('/api/admin/content/menu/delete', IdBody, AdminSavedResponse),
  adminSubMenuSave: editorCall('/api/admin/content/submenu/save', SubMenuSaveBody, AdminSavedResponse),
  adminSubMenuMove: editorCall('/api/admin/content/submenu/move', MoveBody, AdminSavedResponse, MOVE_REFUSED),
  adminSubMenuDelete: editorCall('/api/admin/content/submenu/delete', IdBody, AdminSavedResponse),
  adminMarqueeList: editorCall('/api/admin/content/marquee/list', NoInput, AdminMarqueeResponse),
  adminMarqueeSave: editorCall('/api/admin/content/marquee/save', MarqueeSaveBody, AdminSavedResponse),
  adminMarqueeMove: editorCall('/api/admin/content/marquee/move', MoveBody, AdminSavedResponse, MOVE_REFUSED),
  adminMarqueeDelete: editorCall('/api/admin/content/marquee/delete', IdBody, AdminSavedResponse),
  adminCategoryList: editorCall('/api/admin/content/category/list', NoInput, AdminCategoryResponse),
  adminCategorySave: editorCall('/api/admin/content/category/save', CategorySaveBody, AdminSavedResponse),
  adminItemList: editorCall('/api/admin/content/item/list', AdminItemListBody, AdminItemListResponse),
  adminItem: editorCall('/api/admin/content/item/get', IdBody, AdminItemResponse),
  adminItemSave: editorCall('/api/admin/content/item/save', ItemSaveBody, AdminSavedResponse),
  adminItemDelete: editorCall('/api/admin/content/item/delete', IdBody, AdminSavedResponse),
  adminContentPreview: editorCall('/api/admin/content/preview', PreviewBody, PreviewResponse),
  adminContentUpload: editorCall('/api/admin/content/upload', UploadBody, UploadResponse),
};
