import { useParams } from 'react-router';
import { BoardTopicView } from '@/features/info-board/components/board-topic-view';

export function Component() {
  const { topicId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <BoardTopicView topicId={topicId} />
    </div>
  );
}
