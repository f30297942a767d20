import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatNumber } from '@coop/thai-format';
import { inboxUnreadQuery } from '../api/get-inbox';
import { INBOX_TEXT as T } from '../messages';

export const INBOX_PATH = '/member/inbox';

function BellIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The header's bell: a link to the inbox with the number of unread entries, big enough for a thumb. */
export function InboxBell() {
  const unread = useQuery(inboxUnreadQuery()).data?.unread ?? 0;
  return (
    <Link
      to={INBOX_PATH}
      aria-label={T.bell(unread)}
      title={T.bell(unread)}
      data-testid="inbox-bell"
      className="relative flex size-12 shrink-0 items-center justify-center rounded-lg hover:bg-white/15"
    >
      <BellIcon className="size-7" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 min-w-6 rounded-full bg-red-600 px-1.5 text-center text-sm font-bold leading-6 text-white"
        >
          {unread > 99 ? '99+' : formatNumber(unread, 0)}
        </span>
      )}
    </Link>
  );
}
