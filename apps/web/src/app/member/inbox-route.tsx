import { InboxPage } from '@/features/member-inbox/components/inbox-page';

/** /member/inbox: the member's inbox (issue 25 item 2). */
export function Component() {
  return <InboxPage />;
}
