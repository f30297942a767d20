import { type KeyboardEvent, useEffect, useRef, useSyncExternalStore } from 'react';
import { currentAlert, dismissAlert, subscribeAlerts } from '@/lib/alert/alert-store';
import { primaryButtonClass } from './button-classes';

/**
 * The app's alert: a modal role="alertdialog" with one "ตกลง" button, standing in for window.alert.
 * Focus moves to the button while it is open and back to where it was (or the page's main area) after.
 */
export function AlertDialogHost() {
  const alert = useSyncExternalStore(subscribeAlerts, currentAlert, currentAlert);
  const okRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);

  useEffect(() => {
    if (!alert) return;
    returnFocusTo.current = document.activeElement;
    okRef.current?.focus();
    return () => {
      const previous = returnFocusTo.current;
      const target = previous instanceof HTMLElement && previous.isConnected ? previous : document.querySelector('main');
      if (target instanceof HTMLElement) target.focus();
    };
  }, [alert]);

  if (!alert) return null;

  const keepFocus = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      okRef.current?.focus();
    } else if (event.key === 'Escape') {
      dismissAlert();
    }
  };

  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center bg-black/55 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="app-alert-title"
        aria-describedby="app-alert-message"
        onKeyDown={keepFocus}
        className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl"
      >
        <h2 id="app-alert-title" className="text-xl font-bold text-warning">
          แจ้งเตือน
        </h2>
        <p id="app-alert-message" className="mt-3 text-lg text-stone-800">
          {alert.message}
        </p>
        <button ref={okRef} type="button" onClick={dismissAlert} className={`${primaryButtonClass} mt-6 w-full sm:w-40`}>
          ตกลง
        </button>
      </div>
    </div>
  );
}
