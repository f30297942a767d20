import type { LinkableContent } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { ADMIN_NOTIFICATIONS_TEXT as t } from '../messages';
import { ContentPicker } from './content-picker';

const item = (id: number, title: string, category_name: string, published_at: string): LinkableContent => ({
  id,
  category_id: 1,
  content_type: 'news',
  title,
  summary: 'เนื้อหาโดยย่อ',
  cover_image: null,
  default_image: '/mediafiles/picture/Utils/ContentDefault/news.png',
  published_at,
  highlight: false,
  view_count: 0,
  category_name,
  background: null,
});

const SCHOLARSHIP = item(41, 'ประกาศรับสมัครทุนการศึกษา ปี 2570', 'ทุนการศึกษา', '2026-11-20T03:00:00Z');
const MEETING = item(42, 'ประชุมใหญ่สามัญประจำปี', 'ข่าวประชาสัมพันธ์', '2026-11-18T03:00:00Z');

/** The server: the items whose title holds the words asked for, the newest when none; every search recorded. */
function serve(items: LinkableContent[] = [SCHOLARSHIP, MEETING]): string[] {
  const asked: string[] = [];
  setTransport(async (input) => {
    const words = new URL(String(input), 'http://portal').searchParams.get('q') ?? '';
    asked.push(words);
    const found = items.filter((i) => i.title.includes(words));
    return Response.json({ items: found, page: 1, page_size: 8, total: found.length, total_pages: found.length ? 1 : 0 });
  });
  return asked;
}

function Picker() {
  const [value, setValue] = useState<LinkableContent | null>(null);
  return (
    <>
      <label htmlFor="c">{t.contentLabel}</label>
      <ContentPicker a11y={{ id: 'c', 'aria-describedby': undefined, 'aria-invalid': false }} value={value} onChange={setValue} />
      <output data-testid="chosen">{value?.id ?? ''}</output>
    </>
  );
}

const renderPicker = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Picker />
    </QueryClientProvider>,
  );
const box = () => screen.getByRole('combobox', { name: t.contentLabel });

/** Typing Thai letter by letter is slow on a loaded machine. */
const TYPING_MS = 30_000;

afterEach(cleanup);

describe('ContentPicker', () => {
  it('lists the items whose title holds the typed words once typing pauses, with category and Buddhist-era date', async () => {
    const asked = serve();
    renderPicker();
    box().focus();
    await userEvent.type(box(), 'ทุน', { skipClick: true });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 5_000 });
    expect(asked).toEqual(['ทุน']);
    const option = screen.getByRole('option', { name: /ประกาศรับสมัครทุนการศึกษา/ });
    expect(within(option).getByText(/ทุนการศึกษา ·/)).toBeTruthy();
    expect(within(option).getByText('20 พฤศจิกายน 2569')).toBeTruthy();
  }, TYPING_MS);

  it('shows the newest items as soon as the box is tapped', async () => {
    const asked = serve();
    renderPicker();
    await userEvent.click(box());
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(asked).toEqual(['']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('chooses with a tap: the title stays in the box and the list closes', async () => {
    serve();
    renderPicker();
    await userEvent.type(box(), 'ประชุม');
    await userEvent.click(await screen.findByRole('option', { name: /ประชุมใหญ่/ }));
    expect(screen.getByTestId('chosen').textContent).toBe('42');
    expect((box() as HTMLInputElement).value).toBe('ประชุมใหญ่สามัญประจำปี');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  }, TYPING_MS);

  it('chooses with the arrow keys and Enter, the active option named to assistive technology', async () => {
    serve();
    renderPicker();
    await userEvent.click(box());
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = box().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toContain('ประชุมใหญ่');
    expect(screen.getByRole('option', { name: /ประชุมใหญ่/ }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('42');
  });

  it('says when no title holds the words', async () => {
    serve();
    renderPicker();
    await userEvent.type(box(), 'ไม่มีคำนี้');
    expect(await screen.findByText(t.noMatch('ไม่มีคำนี้'))).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  }, TYPING_MS);

  it('closes the list with Escape, and a second Escape clears the box', async () => {
    serve();
    renderPicker();
    await userEvent.type(box(), 'ทุน');
    await screen.findByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
  }, TYPING_MS);

  it('forgets the choice once the title is typed over, and clears with its button', async () => {
    serve();
    renderPicker();
    await userEvent.click(box());
    await userEvent.click(await screen.findByRole('option', { name: /ทุนการศึกษา/ }));
    await userEvent.type(box(), 'x');
    expect(screen.getByTestId('chosen').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: t.clearContent }));
    expect((box() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box());
  }, TYPING_MS);
});
