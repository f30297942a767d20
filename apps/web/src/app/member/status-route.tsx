import { MemberStatusView } from '@/features/member-status/components/member-status-view';

export function Component() {
  return <MemberStatusView />;
}
