import { type ContentBackground, type ContentCategory, type ContentType, contentBackgroundPath } from '@coop/contract';

/**
 * Spec 3's content backgrounds: the picture behind a topic list's heading (public/images/content-background/, small
 * SVGs). Staff may choose any of the fourteen for a category; without a choice its content type's own is shown, and
 * pages of the `default` type have none.
 */
const BACKGROUND_OF_TYPE: Partial<Record<ContentType, ContentBackground>> = {
  news: 'news',
  news_letters: 'news',
  notice: 'notice',
  'activity-gallary': 'activity-gallary',
  rule: 'rules',
  Scholarships: 'welfare',
  achievement: 'overall_operation',
  business_report: 'bussiness_report',
  report_center: 'bussiness_report_monthy',
  download: 'download',
};

export function contentBackground(category: Pick<ContentCategory, 'content_type' | 'background'>): string | undefined {
  const background = category.background ?? BACKGROUND_OF_TYPE[category.content_type];
  return background && contentBackgroundPath(background);
}
