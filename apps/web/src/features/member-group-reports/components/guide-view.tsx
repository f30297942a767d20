import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryView } from '@/components/ui/query-view';
import { SitePageText } from '@/components/ui/site-page-text';
import { isNotFound } from '@/lib/http/api-request';
import { guideQuery } from '../api/get-guide';
import { GUIDE_TEXT } from '../messages';

/** แนวปฏิบัติของตัวแทนหน่วย: the page staff edit, its paragraphs as they wrote them. */
export function GuideView() {
  const guide = useQuery(guideQuery());
  return (
    <>
      <PageHeading>{GUIDE_TEXT.title}</PageHeading>
      <QueryView
        query={guide}
        loadingLabel={GUIDE_TEXT.loading}
        failedTitle={GUIDE_TEXT.failed}
        renderError={(error) => (isNotFound(error) ? <EmptyState title={error.message} /> : undefined)}
      >
        {(page) => (
          <Card>
            <SitePageText page={page} />
          </Card>
        )}
      </QueryView>
    </>
  );
}
