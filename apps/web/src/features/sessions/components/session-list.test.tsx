import { memberSessionEndpoints } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/lib/http/api-call';
import { createQueryClient } from '@/lib/query-client';
import { SessionList } from './session-list';

vi.mock('@/lib/http/api-call', () => ({ apiCall: vi.fn() }));

const AT = '2026-11-28T01:00:00.000Z';
const session = (id: number, device: string, current: boolean) => ({ id, device, address: '203.0.113.*', started_at: AT, last_used_at: AT, expires_at: AT, current });

/** The server's answers: the list (this device and, until ended, a phone), and "done" to an end. */
function serve() {
  let ended = false;
  vi.mocked(apiCall).mockImplementation(async (path: string) => {
    if (path === memberSessionEndpoints.memberSessions.path) {
      return { rc_code: '1', sessions: [session(2, 'Chrome บน Windows', true), ...(ended ? [] : [session(1, 'Chrome บน Android', false)])] };
    }
    ended = true;
    return { rc_code: '1', rc_des: 'ออกจากระบบบนอุปกรณ์นั้นแล้ว' };
  });
}

const renderList = (impersonating = false) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionList area="member" impersonating={impersonating} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the member's signed-in devices", () => {
  it('marks this device, with where from and when in Thai, and offers to end only the others', async () => {
    serve();
    renderList();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('อุปกรณ์นี้');
    expect(items[0]!.textContent).toContain('จากเครือข่าย 203.0.113.*');
    expect(items[0]!.textContent).toContain('28 พฤศจิกายน 2569 08.00 น.');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'ออกจากระบบบน Chrome บน Android' })).toBeTruthy();
  });

  it('ends another device after the password, and lists what is left', async () => {
    serve();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบบน Chrome บน Android' }));
    const dialog = screen.getByRole('dialog', { name: 'ออกจากระบบบนอุปกรณ์อื่น' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ออกจากระบบ' }));
    expect(within(dialog).getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('รหัสผ่าน'), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(vi.mocked(apiCall)).toHaveBeenCalledWith('/api/member/sessions/1/end', expect.objectContaining({ body: { password: 'Secret123' } }));
    expect(screen.getByText('ไม่มีอุปกรณ์อื่นเข้าสู่ระบบอยู่')).toBeTruthy();
  });

  it('lets a staff user looking as the member see the list and end nothing', async () => {
    serve();
    renderList(true);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /ออกจากระบบ/ })).toBeNull();
  });
});
