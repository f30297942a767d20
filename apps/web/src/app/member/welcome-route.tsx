import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { type LoaderFunctionArgs, useOutletContext } from 'react-router';
import { memberHomeQuery } from '@/features/member-home/api/get-member-home';
import { MemberHomeView } from '@/features/member-home/components/member-home-view';
import { memberStatusQuery } from '@/features/member-status/api/get-member-status';
import { readMemberSession } from '@/lib/auth/member-session';
import { type MemberAreaOutlet, signedInQueries } from '../route-context';

// shown once per device, so it waits for the figures' code rather than joining it
const PasskeyOffer = lazy(() => import('@/features/passkeys/components/passkey-offer').then((m) => ({ default: m.PasskeyOffer })));

/** The home's figures go out with the layout's session check, not after the layout is drawn. */
export function loader({ context }: LoaderFunctionArgs) {
  void signedInQueries(context, readMemberSession())?.prefetchQuery(memberHomeQuery());
  return null;
}

export function Component() {
  const membershipNo = useQuery(memberStatusQuery()).data?.membership_no;
  // support staff looking through the member's session are not offered the member's passkey
  const { impersonating } = useOutletContext<MemberAreaOutlet>();
  return (
    <MemberHomeView
      offer={
        !impersonating && (
          <Suspense fallback={null}>
            <PasskeyOffer membershipNo={membershipNo} />
          </Suspense>
        )
      }
    />
  );
}
