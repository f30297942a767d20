import { useParams } from 'react-router';
import { ContentItemView } from '@/features/info-content/components/content-item-view';

export function Component() {
  const { topicId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <ContentItemView topicId={topicId} />
    </div>
  );
}
