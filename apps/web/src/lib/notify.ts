import { type Toast, whenToasterShown } from './toaster-state';

/** Spec 9: connection errors, API errors and login notices stay for 5 seconds. */
export const TOAST_DURATION_MS = 5000;
/** Spec 9: registration, the forgotten password and their listed errors stay for 10 seconds. */
export const LONG_TOAST_DURATION_MS = 10_000;

/**
 * A notice is known by its words: the same words again (three feeds failing at once, a button pressed twice) renew
 * the notice on screen instead of stacking a copy under it.
 */
const idOf = (message: string, title: string | undefined) => `${title ?? ''}|${message}`;

/** What a notice asked for before the screen was cleared is not shown after it. */
let clearings = 0;

/** Shows through the toaster once it is on screen (it loads apart from the app: toaster-state.ts). */
function withToaster(show: (toast: Toast) => void): void {
  // A page rendered on the server has no one to show a toast to, and sonner's queue would outlive the request.
  if (import.meta.env.SSR) return;
  const asked = clearings;
  void whenToasterShown().then((toast) => {
    if (asked === clearings) show(toast);
  });
}

/** An error toast; with a title the message becomes its description ("Error" + text, spec 8). */
export function notifyError(message: string, title?: string, duration = TOAST_DURATION_MS): void {
  const id = idOf(message, title);
  withToaster((toast) => {
    if (title) toast.error(title, { id, description: message, duration });
    else toast.error(message, { id, duration });
  });
}

export function notifySuccess(message: string, title?: string, duration = TOAST_DURATION_MS): void {
  const id = idOf(message, title);
  withToaster((toast) => {
    if (title) toast.success(title, { id, description: message, duration });
    else toast.success(message, { id, duration });
  });
}

/**
 * Takes every notice off the screen: a session that begins or ends (login, logout, a session that ran out) starts
 * with a clear screen, so what was said to the last user never stacks above what is said to the next.
 */
export function dismissNotices(): void {
  clearings += 1;
  withToaster((toast) => toast.dismiss());
}
