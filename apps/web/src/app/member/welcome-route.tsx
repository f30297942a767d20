import type { LoaderFunctionArgs } from 'react-router';
import { memberHomeQuery } from '@/features/member-home/api/get-member-home';
import { MemberHomeView } from '@/features/member-home/components/member-home-view';
import { readMemberSession } from '@/lib/auth/member-session';
import { signedInQueries } from '../route-context';

/** The home's figures go out with the layout's session check, not after the layout is drawn. */
export function loader({ context }: LoaderFunctionArgs) {
  void signedInQueries(context, readMemberSession())?.prefetchQuery(memberHomeQuery());
  return null;
}

export function Component() {
  return <MemberHomeView />;
}
