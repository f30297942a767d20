import { SDK_DATA_COLLECTION, scrubEvent } from '@coop/error-reporting';
import { captureException, dedupeIntegration, httpContextIntegration, init, linkedErrorsIntegration } from '@sentry/react';
import type { CaptureFailure } from './error-reporting';

/**
 * The SDK, in a chunk of its own that error-reporting.ts fetches after load. Errors only: no tracing, no replay, no
 * breadcrumbs (they would record the URLs and console lines of a member's session); every event is scrubbed.
 */
export function startSentry(options: { dsn: string; release: string; environment: string | undefined }): CaptureFailure {
  init({
    ...options,
    defaultIntegrations: false,
    integrations: [dedupeIntegration(), linkedErrorsIntegration(), httpContextIntegration()],
    dataCollection: SDK_DATA_COLLECTION,
    beforeSend: (event) => scrubEvent(event),
  });
  return (error, kind) => {
    captureException(error, { tags: { kind, route: window.location.pathname } });
  };
}
