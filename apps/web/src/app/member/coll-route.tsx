import { CollView } from '@/features/guarantees/components/coll-view';

export function Component() {
  return <CollView />;
}
