import { ChangePhotoButton } from './change-photo-button';
import { MemberAvatar } from './member-avatar';

/** The member's photo at the size of the status card, with the way to change it beside (phone) or under it. */
export function ProfilePhoto() {
  return (
    <div className="flex items-center gap-4 sm:flex-col sm:gap-3">
      <MemberAvatar className="size-20 sm:size-28" />
      <ChangePhotoButton />
    </div>
  );
}
