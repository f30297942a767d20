import { memberAccessEndpoints } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/lib/http/api-call';
import { createQueryClient } from '@/lib/query-client';
import { AccessPage } from './access-page';

vi.mock('@/lib/http/api-call', () => ({ apiCall: vi.fn() }));

const page = (data: object[]) => ({ rc_code: '1', data, page: 1, page_size: 20, total: data.length, total_pages: 1 });

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccessPage />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ใครเข้าดูข้อมูลของฉัน', () => {
  it('names the staff member, what they looked at, when in the Buddhist era, and the reason given', async () => {
    vi.mocked(apiCall).mockResolvedValue(
      page([{ id: 1, at: '2026-11-28T03:15:00.000Z', staff_name: 'นางสาวสมใจ บริการดี', what: 'เข้าดูข้อมูลของท่านในมุมมองของสมาชิก (ไม่เกิน 30 นาที)', detail: 'สมาชิกโทรสอบถาม' }]),
    );
    renderPage();
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('นางสาวสมใจ บริการดี');
    expect(item.textContent).toContain('28 พฤศจิกายน 2569 10.15 น.');
    expect(item.textContent).toContain('เหตุผลที่แจ้งไว้: สมาชิกโทรสอบถาม');
    expect(vi.mocked(apiCall).mock.calls[0]?.[0]).toBe(memberAccessEndpoints.memberAccess.path);
  });

  it('says plainly when no one has looked', async () => {
    vi.mocked(apiCall).mockResolvedValue(page([]));
    renderPage();
    expect(await screen.findByText('ยังไม่มีเจ้าหน้าที่เข้าดูข้อมูลของท่าน')).toBeTruthy();
  });
});
