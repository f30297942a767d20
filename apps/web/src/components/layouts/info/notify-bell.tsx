import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { IconButton } from '@/components/ui/icon-button';
import { type NotifySupport, notifySupport, subscribeDesktopNotifications } from '@/lib/desktop-notify/desktop-notify';
import { useBrowserFact } from '@/lib/use-browser-fact';
import { INFO_TEXT } from './info-text';

const BellIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Desktop notifications (spec 7). Permission is asked only when the visitor presses the bell, never on load; once
 * granted the page listens to the server's event stream. Without support the subscription only logs.
 */
export function NotifyBell() {
  const navigate = useNavigate();
  // The server (and so the hydrating first render) knows no browser: the bell appears once the page runs here.
  const browserSupport = useBrowserFact<NotifySupport>(notifySupport, 'unsupported');
  const [answered, setSupport] = useState<NotifySupport>();
  const support = answered ?? browserSupport;

  useEffect(() => subscribeDesktopNotifications((path) => void navigate(path)), [support, navigate]);

  if (support === 'unsupported') return null;
  const t = INFO_TEXT.bell;
  const label = support === 'granted' ? t.enabled : support === 'denied' ? t.denied : t.enable;
  const ask = () => {
    if (support !== 'default') return;
    void window.Notification.requestPermission().then(setSupport);
  };
  return (
    <IconButton
      label={label}
      onClick={ask}
      aria-pressed={support === 'granted'}
      className={`relative flex size-12 shrink-0 items-center justify-center rounded-full border-2 ${
        support === 'granted' ? 'border-primary bg-primary text-white' : 'border-primary/40 bg-white text-primary'
      }`}
    >
      <BellIcon />
    </IconButton>
  );
}
