import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from 'sonner';
import { AlertDialogHost } from '@/components/ui/alert-dialog-host';
import { TOAST_DURATION_MS } from '@/lib/notify';

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
      <Toaster
        position="top-center"
        // On phones, below the member header, so a toast never covers the menu button while it shows; and under
        // the menu drawer (z-50) and the alert dialog, so neither is ever blocked by a notice.
        mobileOffset={{ top: '6.5rem' }}
        style={{ zIndex: 45 }}
        richColors
        // light or dark with the device, as the pages are (index.css)
        theme="system"
        closeButton
        duration={TOAST_DURATION_MS}
        containerAriaLabel="การแจ้งเตือน"
        toastOptions={{ closeButtonAriaLabel: 'ปิดการแจ้งเตือน', style: { fontSize: '1rem', fontFamily: 'inherit' } }}
      />
      <AlertDialogHost />
      <MarkReady />
    </QueryClientProvider>
  );
}
