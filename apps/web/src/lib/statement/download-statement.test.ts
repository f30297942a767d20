import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadStatement } from './download-statement';

// the worker's jsdom is shared with other files (decision 064): what is stubbed here is put back
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('downloadStatement', () => {
  it('asks for the period in Buddhist-era dates, day first, with the account', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('%PDF', { headers: { 'content-disposition': 'attachment; filename="s.pdf"' } }));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = () => 'blob:statement';
    URL.revokeObjectURL = () => undefined;
    await downloadStatement({ kind: 'deposit', account: '0100000021' }, 'pdf', '2025-01-01', '2025-03-31');
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![0]).toBe('/api/member/statement_file/deposit/pdf?account=0100000021&from=01%2F01%2F2568&to=31%2F03%2F2568');
  });

  it('names no account for the shares', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('PK'));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = () => 'blob:statement';
    URL.revokeObjectURL = () => undefined;
    await downloadStatement({ kind: 'share' }, 'xlsx', '2025-01-01', '2025-12-31');
    expect(fetch.mock.calls[0]![0]).toBe('/api/member/statement_file/share/xlsx?from=01%2F01%2F2568&to=31%2F12%2F2568');
  });
});
