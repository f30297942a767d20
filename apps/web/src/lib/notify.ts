import { toast } from 'sonner';

/** Spec 9: connection errors, API errors and login notices stay for 5 seconds. */
export const TOAST_DURATION_MS = 5000;
/** Spec 9: registration, the forgotten password and their listed errors stay for 10 seconds. */
export const LONG_TOAST_DURATION_MS = 10_000;

/** An error toast; with a title the message becomes its description ("Error" + text, spec 8). */
export function notifyError(message: string, title?: string, duration = TOAST_DURATION_MS): void {
  // A page rendered on the server has no one to show a toast to, and sonner's queue would outlive the request.
  if (import.meta.env.SSR) return;
  if (title) toast.error(title, { description: message, duration });
  else toast.error(message, { duration });
}

export function notifySuccess(message: string, title?: string, duration = TOAST_DURATION_MS): void {
  if (import.meta.env.SSR) return;
  if (title) toast.success(title, { description: message, duration });
  else toast.success(message, { duration });
}
