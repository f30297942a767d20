import { beforeEach, describe, expect, it, vi } from 'vitest';

const captured: [unknown, string][] = [];
const startSentry = vi.fn((_options: { dsn: string; release: string; environment: string | undefined }) => (error: unknown, kind: string) => {
  captured.push([error, kind]);
});
vi.mock('./sentry-client', () => ({ startSentry }));

/** A fresh copy of the module: its queue and SDK are per page. */
const freshModule = async () => {
  vi.resetModules();
  return import('./error-reporting');
};

/** The loaded page, naming `dsn` as the server does when SENTRY_WEB_DSN is set. */
function pageWithDsn(dsn: string | undefined): Document {
  document.head.replaceChildren();
  if (dsn) document.head.insertAdjacentHTML('beforeend', `<meta name="error-reporting-dsn" content="${dsn}"><meta name="error-reporting-environment" content="test">`);
  return document;
}

describe('error reporting in the page', () => {
  beforeEach(() => {
    captured.length = 0;
    startSentry.mockClear();
  });

  it('loads nothing and keeps nothing when the page names no DSN', async () => {
    const { reportFailure, startErrorReporting } = await freshModule();
    startErrorReporting(pageWithDsn(undefined));
    reportFailure(new Error('lost'), 'render failure');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(startSentry).not.toHaveBeenCalled();
  });

  it('sends failures from before the SDK loaded once it has, with the DSN, environment and build release', async () => {
    const { reportFailure, startErrorReporting } = await freshModule();
    const early = new Error('before load');
    reportFailure(early, 'render failure');
    startErrorReporting(pageWithDsn('http://key@127.0.0.1:9/1'));
    reportFailure(early, 'render failure');
    await vi.waitFor(() => expect(captured).toEqual([[early, 'render failure']]));
    expect(startSentry).toHaveBeenCalledWith({ dsn: 'http://key@127.0.0.1:9/1', environment: 'test', release: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('reports an unhandled rejection of the page', async () => {
    const { startErrorReporting } = await freshModule();
    startErrorReporting(pageWithDsn('http://key@127.0.0.1:9/1'));
    const reason = new Error('nobody caught me');
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    await vi.waitFor(() => expect(captured).toContainEqual([reason, 'unhandled rejection']));
  });
});
