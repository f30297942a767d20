import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportFailure } from '@/lib/error-reporting/error-reporting';
import { RenderErrorPage } from './render-error-page';

vi.mock('@/lib/error-reporting/error-reporting', () => ({ reportFailure: vi.fn() }));
// the site's names are not what these tests are about: they never arrive
vi.mock('@/lib/site-config/use-site-config', () => ({ useSiteConfig: () => ({ data: undefined, isError: false }) }));

function showFailure(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, element: null, ErrorBoundary: RenderErrorPage }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the render-failure page', () => {
  beforeEach(() => {
    vi.mocked(reportFailure).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(cleanup);

  it('reports the failure it shows', async () => {
    const failure = new TypeError("Cannot read properties of undefined (reading 'membership_no')");
    showFailure(() => {
      throw failure;
    });
    expect(await screen.findByText('ขออภัย หน้านี้ไม่สามารถใช้งานได้ชั่วคราว')).toBeTruthy();
    // the report is sent from an effect, which may run after the text is drawn
    await waitFor(() => expect(reportFailure).toHaveBeenCalledWith(failure, 'render failure'));
  });

  it("does not report a route's not-found answer", async () => {
    showFailure(() => {
      throw new Response('', { status: 404 });
    });
    expect(await screen.findByText('ขออภัย หน้านี้ไม่สามารถใช้งานได้ชั่วคราว')).toBeTruthy();
    await act(async () => {}); // let the page's effects run before saying they reported nothing
    expect(reportFailure).not.toHaveBeenCalled();
  });
});
