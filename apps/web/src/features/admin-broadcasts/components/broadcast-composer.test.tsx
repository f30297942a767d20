import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { ADMIN_BROADCASTS_TEXT as T } from '../messages';
import { BroadcastComposer } from './broadcast-composer';

const REACH = {
  rc_code: '1',
  members: 1234,
  channels: [
    { channel: 'inbox', members: 1234, configured: true },
    { channel: 'line', members: 56, configured: true },
    { channel: 'sms', members: 0, configured: false },
  ],
};

/** The server as the page meets it: the picker's choices, the counts, and the save; every call recorded. */
function serve(): { url: string; body: unknown }[] {
  const calls: { url: string; body: unknown }[] = [];
  setTransport(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/choices')) return Response.json({ rc_code: '1', loan_types: [{ code: '30', name: 'เงินกู้พิเศษ' }], letter_year: 2026 });
    if (url.endsWith('/reach')) return Response.json(REACH);
    return Response.json({ rc_code: '1', rc_des: 'บันทึกร่างข่าวแล้ว', id: 7 });
  });
  return calls;
}

afterEach(cleanup);

/** Typing Thai letter by letter is slow on a loaded machine. */
const TYPING_MS = 30_000;

describe('BroadcastComposer', () => {
  it('previews the text as typed in the inbox, on a phone, in LINE and as an SMS that carries no link', async () => {
    serve();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BroadcastComposer onSaved={() => undefined} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText(T.titleLabel), 'ประชุมใหญ่');
    await userEvent.type(screen.getByLabelText(T.bodyLabel), 'วันเสาร์นี้');
    await userEvent.selectOptions(screen.getByLabelText(T.linkLabel), '/member/kep');
    const sms = screen.getByText(T.previewSms).closest('figure')!;
    expect(within(sms as HTMLElement).getByText(/ประชุมใหญ่\s+วันเสาร์นี้/)).toBeTruthy();
    expect(within(sms as HTMLElement).queryByText(T.previewOpen)).toBeNull();
    const inbox = screen.getByText(T.previewInbox).closest('figure')!;
    expect(within(inbox as HTMLElement).getByText(`${T.previewOpen}รายการเรียกเก็บประจำเดือน`)).toBeTruthy();
  }, TYPING_MS);

  it('shows how many members and each channel it reaches, and a channel not set up as such', async () => {
    serve();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BroadcastComposer onSaved={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(T.reachMembers('1,234'))).toBeTruthy();
    expect(screen.getByText('56')).toBeTruthy();
    expect(screen.getByText(T.notConfigured)).toBeTruthy();
  });

  it('saves the draft with the loan type picked and the set time read as Thai time', async () => {
    const calls = serve();
    const onSaved = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BroadcastComposer onSaved={onSaved} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText(T.titleLabel), 'ลดดอกเบี้ย');
    await userEvent.type(screen.getByLabelText(T.bodyLabel), 'เงินกู้พิเศษลดดอกเบี้ย');
    await userEvent.click(screen.getByLabelText(T.audienceNames.loan_type));
    await screen.findByRole('option', { name: 'เงินกู้พิเศษ' });
    await userEvent.selectOptions(screen.getByLabelText(T.loanTypeLabel), '30');
    await userEvent.click(screen.getByLabelText(T.sendLater));
    await userEvent.type(screen.getByLabelText(T.sendAtLabel), '2026-12-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.url.endsWith('/save'))?.body).toEqual({
      title: 'ลดดอกเบี้ย',
      body: 'เงินกู้พิเศษลดดอกเบี้ย',
      link: '',
      audience: { kind: 'loan_type', value: '30' },
      send_at: '2026-12-01T02:00:00.000Z',
    });
  }, TYPING_MS);
});
