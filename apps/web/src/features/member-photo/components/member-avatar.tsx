import { UserIcon } from '@/components/ui/icons';
import { useMemberPhotoUrl } from '../api/get-member-photo';
import { PHOTO_TEXT } from '../messages';

/**
 * The member's photo in a circle, on the primary colour of the header and the status card; a neutral figure while
 * there is none. `className` sets the size.
 */
export function MemberAvatar({ className }: { className: string }) {
  const url = useMemberPhotoUrl();
  const frame = `${className} shrink-0 rounded-full ring-2 ring-white/80`;
  if (url) return <img src={url} alt={PHOTO_TEXT.alt} className={`${frame} bg-white object-cover`} />;
  return (
    <span className={`${frame} flex items-center justify-center bg-white/20 text-white`}>
      <UserIcon className="size-3/5" />
    </span>
  );
}
