import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/notify';
import { toasterShown } from '@/lib/toaster-state';

/** sonner's toaster, loaded apart from the app (NoticeHost); the notices wait for it to listen. */
export default function NoticeToaster() {
  // the toaster subscribes in its own effect, which runs before this one: from here on it shows what it is given
  useEffect(() => toasterShown(toast), []);
  return (
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
  );
}
