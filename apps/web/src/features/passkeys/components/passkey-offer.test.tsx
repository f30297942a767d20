import { memberPasskeyEndpoints } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/lib/http/api-call';
import { rememberedPasskeyMember } from '@/lib/passkeys/passkey-device';
import { createPasskey } from '@/lib/passkeys/webauthn';
import { createQueryClient } from '@/lib/query-client';
import { PasskeyOffer } from './passkey-offer';

vi.mock('@/lib/http/api-call', () => ({ apiCall: vi.fn() }));
vi.mock('@/lib/passkeys/webauthn', () => ({ passkeysSupported: () => true, createPasskey: vi.fn(), PasskeyCancelled: class extends Error {} }));

const PASSKEY = { id: 1, name: 'Chrome บน Android', created_at: '2026-11-28T01:00:00.000Z', last_used_at: null, synced: false };
const TITLE = 'เข้าสู่ระบบด้วยลายนิ้วมือหรือใบหน้า';

/** The server's answers by path: the member's passkeys (`have` of them), the options and the registration. */
function serve(have: number) {
  vi.mocked(apiCall).mockImplementation(async (path: string) => {
    if (path === memberPasskeyEndpoints.memberPasskeys.path) return { rc_code: '1', passkeys: Array(have).fill(PASSKEY) };
    if (path === memberPasskeyEndpoints.memberPasskeyCreationOptions.path) return { rc_code: '1', options: { challenge: 'c' } };
    return { rc_code: '1', rc_des: 'เพิ่มพาสคีย์เรียบร้อยแล้ว', passkey: PASSKEY };
  });
}

const renderOffer = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PasskeyOffer membershipNo="0000001" />
    </QueryClientProvider>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the home’s offer of a passkey', () => {
  it('is offered to a member without a passkey, and "ไม่ใช่ตอนนี้" puts it away on this device for good', async () => {
    serve(0);
    renderOffer();
    expect(await screen.findByRole('region', { name: TITLE })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ไม่ใช่ตอนนี้' }));
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    cleanup();
    renderOffer();
    await waitFor(() => expect(vi.mocked(apiCall)).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it('is not offered to a member who already has a passkey', async () => {
    serve(1);
    renderOffer();
    await waitFor(() => expect(vi.mocked(apiCall)).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it('adds the passkey made on the device, then goes, and the device remembers the member', async () => {
    serve(0);
    vi.mocked(createPasskey).mockResolvedValue({ id: 'x' } as never);
    renderOffer();
    await userEvent.click(await screen.findByRole('button', { name: 'เพิ่มพาสคีย์บนอุปกรณ์นี้' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: TITLE })).toBeNull());
    expect(vi.mocked(apiCall).mock.calls.map(([path]) => path)).toContain(memberPasskeyEndpoints.memberPasskeyRegister.path);
    expect(rememberedPasskeyMember()).toBe('0000001');
  });
});
