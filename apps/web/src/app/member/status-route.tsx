import { ProfilePhoto } from '@/features/member-photo/components/profile-photo';
import { MemberStatusView } from '@/features/member-status/components/member-status-view';

export function Component() {
  return <MemberStatusView photo={<ProfilePhoto />} />;
}
