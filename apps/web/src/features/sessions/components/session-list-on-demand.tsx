import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { SESSION_TEXT } from '../messages';

const SessionList = lazy(() => import('./session-list').then((m) => ({ default: m.SessionList })));

/**
 * The session list loaded after the page's own code: the security page is at the member pages' first-load budget
 * (decision 061) with passkeys alone, and the list sits below them.
 */
export function SessionListOnDemand(props: Parameters<typeof SessionList>[0]) {
  return (
    <Suspense fallback={<LoadingState label={SESSION_TEXT.loading} />}>
      <SessionList {...props} />
    </Suspense>
  );
}
