import type { ContentType } from '@coop/contract';

/**
 * Spec 3's content backgrounds, by the content type of a category: the picture behind a topic list's heading
 * (public/images/content-background/, small SVGs). Pages of the `default` type have none. The spec's other five
 * kinds (order, coop_investment, coop_order, coop_act, video) match no content type here, so have no picture yet.
 */
const BACKGROUND_OF_TYPE: Partial<Record<ContentType, string>> = {
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

export function contentBackground(type: ContentType): string | undefined {
  const kind = BACKGROUND_OF_TYPE[type];
  return kind && `/images/content-background/${kind}.svg`;
}
