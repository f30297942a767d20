import { toast } from 'sonner';

/** Spec 9: connection errors, API errors and login notices stay for 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/** An error toast; with a title the message becomes its description ("Error" + text, spec 8). */
export function notifyError(message: string, title?: string): void {
  // A page rendered on the server has no one to show a toast to, and sonner's queue would outlive the request.
  if (import.meta.env.SSR) return;
  if (title) toast.error(title, { description: message, duration: TOAST_DURATION_MS });
  else toast.error(message, { duration: TOAST_DURATION_MS });
}

export function notifySuccess(message: string, title?: string): void {
  if (import.meta.env.SSR) return;
  if (title) toast.success(title, { description: message, duration: TOAST_DURATION_MS });
  else toast.success(message, { duration: TOAST_DURATION_MS });
}
