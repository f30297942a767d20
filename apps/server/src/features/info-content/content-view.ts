import { type ContentSummary, defaultPicturePath } from '@coop/contract';
import type { ContentSummaryRow } from './content-queries';

/** A content row as the client gets it: dates in ISO, with the default picture of its type beside the cover. */
export const toContentSummary = (r: ContentSummaryRow): ContentSummary => ({
  id: r.id,
  category_id: r.category_id,
  content_type: r.content_type,
  title: r.title,
  summary: r.summary,
  cover_image: r.cover_image,
  default_image: defaultPicturePath(r.content_type),
  published_at: r.published_at.toISOString(),
  highlight: r.highlight,
  view_count: r.view_count,
});

const ICON_DIR = '/mediafiles/images/Utils/icon';
const ICON_BY_EXTENSION: Record<string, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'doc',
  xls: 'xls',
  xlsx: 'xls',
  csv: 'xls',
  ppt: 'ppt',
  pptx: 'ppt',
  zip: 'zip',
  rar: 'zip',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  bmp: 'image',
};

/** The shipped icon of a file's type, by its extension. */
export function fileIcon(path: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  return `${ICON_DIR}/${ICON_BY_EXTENSION[extension] ?? 'file'}.png`;
}
