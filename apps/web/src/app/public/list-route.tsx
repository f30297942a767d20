import { useParams } from 'react-router';
import { ContentListView } from '@/features/info-content/components/content-list-view';
import { usePageParam } from '@/lib/paging/use-page-param';

export function Component() {
  const { topicId = '' } = useParams();
  const [page, setPage] = usePageParam();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <ContentListView topicId={topicId} page={page} onPage={setPage} />
    </div>
  );
}
