import { ShareView } from '@/features/member-share/components/share-view';

export function Component() {
  return <ShareView />;
}
