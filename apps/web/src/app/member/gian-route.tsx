import { GianView } from '@/features/member-gian/components/gian-view';

export function Component() {
  return <GianView />;
}
