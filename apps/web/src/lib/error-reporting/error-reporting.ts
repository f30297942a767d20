/**
 * The page's side of error reporting (decision 019). Only where the server names a DSN in the page does anything
 * happen: failures are listened for from the start and queued, and the SDK is fetched once the page has loaded, so a
 * visitor's first load carries none of it; the queue is sent when it arrives.
 */

// replaced by vite.config.ts with the release tag of the build
declare const __COOP_RELEASE__: string;

/** Sends one failure; `kind` says how it was caught. */
export type CaptureFailure = (error: unknown, kind: FailureKind) => void;
export type FailureKind = 'render failure' | 'unhandled error' | 'unhandled rejection';

/** Failures kept while the SDK loads; past this a page in a loop of errors stops adding more. */
const QUEUE_LIMIT = 20;

let queue: [unknown, FailureKind][] | undefined;
let capture: CaptureFailure | undefined;

const metaContent = (doc: Document, name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

/** Reports a failure when reporting is on (sent now, or queued until the SDK has loaded); otherwise does nothing. */
export function reportFailure(error: unknown, kind: FailureKind): void {
  if (capture) capture(error, kind);
  else if (queue && queue.length < QUEUE_LIMIT) queue.push([error, kind]);
}

async function loadSdk(dsn: string, environment: string | undefined): Promise<void> {
  const { startSentry } = await import('./sentry-client');
  capture = startSentry({ dsn, environment, release: __COOP_RELEASE__ });
  for (const [error, kind] of queue?.splice(0) ?? []) capture(error, kind);
}

/** Starts reporting when the page names a DSN (meta error-reporting-dsn); called first thing by the entry. */
export function startErrorReporting(doc: Document = document): void {
  const dsn = metaContent(doc, 'error-reporting-dsn');
  const win = doc.defaultView;
  if (!dsn || !win || queue) return;
  queue = [];
  win.addEventListener('error', (event) => reportFailure(event.error ?? new Error(event.message), 'unhandled error'));
  win.addEventListener('unhandledrejection', (event) => reportFailure(event.reason, 'unhandled rejection'));
  const load = () => {
    // a task after the load event, so the SDK never competes with what the page itself needs
    setTimeout(() => {
      loadSdk(dsn, metaContent(doc, 'error-reporting-environment')).catch(() => {
        // reporting is best effort: an SDK that cannot be fetched leaves the page as it is
        queue = undefined;
      });
    }, 0);
  };
  if (doc.readyState === 'complete') load();
  else win.addEventListener('load', load, { once: true });
}
