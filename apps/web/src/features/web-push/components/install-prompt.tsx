import { useEffect, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { useBrowserFact } from '@/lib/use-browser-fact';
import { isIos, isInstalled } from '../api/browser-push';
import { recordVisitAndAsk, rememberInstallAnswered } from '../install-moment';
import { WEB_PUSH_TEXT } from '../messages';

const T = WEB_PUSH_TEXT.install;

/** Chromium's offer to install (not in the DOM's types): public/sw-register.js keeps it on `window`. */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
declare global {
  interface Window {
    coopInstallOffer?: InstallOffer;
  }
}

/**
 * The offer to install the portal as an app (decision 054), at a good moment: from the member's second day on, never
 * once installed, and never again after "ไว้ภายหลัง". Chromium installs from the button; on an iPhone, where only
 * Safari's share menu can, the card says how.
 */
export function InstallPrompt() {
  // the member area is drawn in the browser only (decision 013), so the first render may read it
  const [ask, setAsk] = useState(() => !isInstalled() && recordVisitAndAsk(new Date()));
  const [offer, setOffer] = useState(() => window.coopInstallOffer);
  const iphone = useBrowserFact(isIos, false);

  useEffect(() => {
    const take = () => setOffer(window.coopInstallOffer);
    const installed = () => {
      rememberInstallAnswered();
      setAsk(false);
    };
    window.addEventListener('coop:install-offer', take);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('coop:install-offer', take);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!ask || (!offer && !iphone)) return null;
  const close = () => {
    rememberInstallAnswered();
    setAsk(false);
  };
  const install = async () => {
    if (!offer) return;
    await offer.prompt();
    // Chromium gives one offer per page: either answer ends this one
    window.coopInstallOffer = undefined;
    close();
  };
  return (
    <aside
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-3 bottom-[calc(var(--cookie-banner-room,0px)+0.75rem)] z-40 mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-4 shadow-xl lg:left-auto lg:right-6"
    >
      <div className="flex items-start gap-3">
        <img src="/app-icon-192.png" alt="" className="size-12 shrink-0 rounded-xl" />
        <div>
          <h2 id="install-prompt-title" className="text-lg font-bold text-primary">
            {T.title}
          </h2>
          <p className="text-base text-stone-700">{offer ? T.body : T.iphone}</p>
        </div>
      </div>
      <div className="mt-3 flex gap-3">
        {offer && (
          <button type="button" className={`${primaryButtonClass} flex-1`} onClick={install}>
            {T.action}
          </button>
        )}
        <button type="button" className={`${secondaryButtonClass} flex-1`} onClick={close}>
          {offer ? T.later : T.close}
        </button>
      </div>
    </aside>
  );
}
