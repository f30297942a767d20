import { CollView } from '@/features/member-coll/components/coll-view';

export function Component() {
  return <CollView />;
}
