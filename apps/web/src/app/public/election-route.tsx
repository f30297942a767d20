import { PageTitle } from '@/components/ui/page-title';
import { ElectionView } from '@/features/info-election/components/election-view';
import { ELECTION_TEXT } from '@/features/info-election/messages';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageTitle page={ELECTION_TEXT.title} />
      <ElectionView />
    </div>
  );
}
