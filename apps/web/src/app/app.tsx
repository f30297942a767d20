import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AlertDialogHost } from '@/components/ui/alert-dialog-host';
import { subscribeMemberSession } from '@/lib/auth/member-session';
import { TOAST_DURATION_MS } from '@/lib/notify';
import { MEMBER_QUERY_PREFIX, createQueryClient } from '@/lib/query-client';
import { router } from './router';

const queryClient = createQueryClient();

// One member's data must never be shown to the next: drop it whenever the session is saved or cleared.
subscribeMemberSession(() => queryClient.removeQueries({ queryKey: [MEMBER_QUERY_PREFIX] }));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="top-center"
        // On phones, below the member header, so a toast never covers the menu button while it shows; and under
        // the menu drawer (z-50) and the alert dialog, so neither is ever blocked by a notice.
        mobileOffset={{ top: '6.5rem' }}
        style={{ zIndex: 45 }}
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        containerAriaLabel="การแจ้งเตือน"
        toastOptions={{ closeButtonAriaLabel: 'ปิดการแจ้งเตือน', style: { fontSize: '1rem', fontFamily: 'inherit' } }}
      />
      <AlertDialogHost />
    </QueryClientProvider>
  );
}
