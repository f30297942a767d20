import { useParams } from 'react-router';
import { DemandView } from '@/features/info-demand/components/demand-view';

export function Component() {
  const { topicId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <DemandView topicId={topicId} />
    </div>
  );
}
