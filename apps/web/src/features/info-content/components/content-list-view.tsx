import { PREVIEW_LENGTH } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { isNotFound } from '@/lib/http/api-request';
import { contentListQuery } from '../api/get-content-list';
import { CONTENT_TEXT } from '../messages';
import { CategoryHeading } from './category-heading';
import { ContentCard } from './content-card';
import { NotFoundContent } from './not-found-content';

/** /list/{topicId}: a category's items, paged on the server, previews cut at 250 characters (spec 9). */
export function ContentListView({ topicId, page, onPage }: { topicId: string; page: number; onPage: (page: number) => void }) {
  const list = useQuery(contentListQuery(topicId, page));
  return (
    <QueryView
      query={list}
      loadingLabel={CONTENT_TEXT.loadingList}
      failedTitle={CONTENT_TEXT.failedList}
      renderError={(error) => (isNotFound(error) ? <NotFoundContent /> : undefined)}
    >
      {(data) => (
        <>
          <PageTitle page={data.category.name} />
          <CategoryHeading category={data.category} />
          {data.items.length === 0 ? (
            <EmptyState title={CONTENT_TEXT.emptyList} />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((item) => (
                <ContentCard key={item.id} item={item} previewLength={PREVIEW_LENGTH.news} />
              ))}
            </div>
          )}
          {data.total_pages > 1 && (
            <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={onPage} busy={list.isPlaceholderData} />
          )}
        </>
      )}
    </QueryView>
  );
}
