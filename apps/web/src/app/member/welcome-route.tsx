import { MemberHomeView } from '@/features/member-home/components/member-home-view';

export function Component() {
  return <MemberHomeView />;
}
