import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { subscribeToToaster, toasterWanted, whenToasterShown } from '@/lib/toaster-state';

const NoticeToaster = lazy(() => import('./notice-toaster'));

/** Soon after start even without a notice, so a connection error later finds the toaster loaded (or cached offline). */
const LOAD_AFTER_START_MS = 2000;

/**
 * Where the notices show (lib/notify.ts): nothing until the toaster is wanted, then sonner's toaster, loaded apart
 * from the app. The server renders nothing here, and neither does the first render that takes its page over.
 */
export function NoticeHost() {
  const wanted = useSyncExternalStore(subscribeToToaster, toasterWanted, () => false);
  useEffect(() => {
    const timer = window.setTimeout(() => void whenToasterShown(), LOAD_AFTER_START_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticeToaster />
    </Suspense>
  ) : null;
}
