import type { LinkableContent } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { ADMIN_NOTIFICATIONS_TEXT as t } from '../messages';
import { NotificationForm } from './notification-form';

const DIVIDEND: LinkableContent = {
  id: 73,
  category_id: 4,
  content_type: 'news',
  title: 'ประกาศอัตราเงินปันผลประจำปี 2569',
  summary: 'ที่ประชุมใหญ่อนุมัติเงินปันผลร้อยละ 6.5 และเงินเฉลี่ยคืนร้อยละ 12',
  cover_image: null,
  default_image: '/mediafiles/picture/Utils/ContentDefault/news.png',
  published_at: '2026-11-15T03:00:00Z',
  highlight: true,
  view_count: 120,
  category_name: 'ข่าวประชาสัมพันธ์',
  background: 'notice',
};

/** The server: one item to find, the send taken; every send recorded. */
function serve(): unknown[] {
  const sent: unknown[] = [];
  setTransport(async (input, init) => {
    const url = String(input);
    if (url.includes('/content')) return Response.json({ items: [DIVIDEND], page: 1, page_size: 8, total: 1, total_pages: 1 });
    if (url.includes('picture')) return new Response(null, { status: 404 });
    sent.push(JSON.parse(String(init.body)));
    return Response.json({ rc_code: '1', rc_des: 'ส่งการแจ้งเตือนแล้ว' });
  });
  return sent;
}

const renderForm = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationForm />
    </QueryClientProvider>,
  );
const preview = () => screen.getByRole('region', { name: t.preview });

/** Typing Thai letter by letter is slow on a loaded machine. */
const TYPING_MS = 30_000;

afterEach(cleanup);

describe('NotificationForm', () => {
  it('sends the chosen item’s id as the url, and empties', async () => {
    const sent = serve();
    renderForm();
    await userEvent.type(screen.getByLabelText(t.titleLabel), 'ปันผลออกแล้ว');
    await userEvent.type(screen.getByRole('combobox', { name: t.contentLabel }), 'ปันผล');
    await userEvent.click(await screen.findByRole('option', { name: /ประกาศอัตราเงินปันผล/ }));
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    await expect.poll(() => sent).toEqual([{ title: 'ปันผลออกแล้ว', body: '', url: '73' }]);
    await expect.poll(() => (screen.getByRole('combobox', { name: t.contentLabel }) as HTMLInputElement).value).toBe('');
  }, TYPING_MS);

  it('previews the chosen item beside the notification: category, title, date and the start of its text', async () => {
    serve();
    renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: t.contentLabel }));
    await userEvent.click(await screen.findByRole('option', { name: /ประกาศอัตราเงินปันผล/ }));
    const shown = within(preview());
    expect(shown.getByText('ข่าวประชาสัมพันธ์')).toBeTruthy();
    expect(shown.getByText('ประกาศอัตราเงินปันผลประจำปี 2569')).toBeTruthy();
    expect(shown.getByText('15 พฤศจิกายน 2569')).toBeTruthy();
    expect(shown.getByText(DIVIDEND.summary)).toBeTruthy();
    expect(screen.getByText(t.opens('/show/73'))).toBeTruthy();
  });

  it('asks for the content a notification opens before sending', async () => {
    const sent = serve();
    renderForm();
    await userEvent.type(screen.getByLabelText(t.titleLabel), 'ข่าว');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.needContent)).toBeTruthy();
    const box = screen.getByRole('combobox', { name: t.contentLabel });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(sent).toEqual([]);
  });
});
