import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { AlertDialogHost } from '@/components/ui/alert-dialog-host';
import { NoticeHost } from '@/components/ui/notice-host';

/**
 * Marks the document once React runs it (`<html data-app="ready">`): from then on its controls answer. A page the
 * server rendered is on screen before that, and the browser tests wait for this before they press anything.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * What wraps every page, in the browser and when the server renders one: server state, the toasts and the alert.
 * `children` is the router (the browser's, or the server's static one).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <NoticeHost />
      <AlertDialogHost />
      <MarkReady />
    </QueryClientProvider>
  );
}
