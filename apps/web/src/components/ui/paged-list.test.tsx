import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList } from './paged-list';

afterEach(cleanup);

interface Topic {
  id: number;
  title: string;
}
interface TopicPage {
  items: Topic[];
  page: number;
  total: number;
  total_pages: number;
}

// The list reads only these fields of the query; a whole TanStack result would add nothing to what is checked.
const loaded = (data: TopicPage) => ({ isPending: false, isError: false, isPlaceholderData: false, data }) as UseQueryResult<TopicPage>;

function renderList(data: TopicPage, onPage = vi.fn()) {
  render(
    <PagedList
      list={loaded(data)}
      text={{ loading: 'กำลังโหลด...', failed: 'โหลดไม่ได้', empty: 'ยังไม่มีกระทู้' }}
      onPage={onPage}
      itemClassName="p-4"
      renderItem={(topic) => topic.title}
    />,
  );
  return onPage;
}

describe('PagedList', () => {
  it('lists the items of the page, without a pager when there is one page', () => {
    renderList({ items: [{ id: 1, title: 'ถาม' }, { id: 2, title: 'ตอบ' }], page: 1, total: 2, total_pages: 1 });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ถาม', 'ตอบ']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('turns pages when there are more', async () => {
    const onPage = renderList({ items: [{ id: 1, title: 'ถาม' }], page: 1, total: 30, total_pages: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says plainly when there is nothing', () => {
    renderList({ items: [], page: 1, total: 0, total_pages: 0 });
    expect(screen.getByText('ยังไม่มีกระทู้')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('PagedList in the console', () => {
  interface Request {
    membership_no: string;
    status: string;
  }
  const requests = (data: Request[]) =>
    ({ isPending: false, isError: false, isPlaceholderData: false, data: { data, page: 1, total: data.length, total_pages: 1 } }) as unknown as UseQueryResult<{
      data: Request[];
      page: number;
      total: number;
      total_pages: number;
    }>;

  it('reads rows the contract names data, keyed and named as told, a card each', () => {
    render(
      <PagedList
        list={requests([{ membership_no: '0000012', status: 'รออนุมัติ' }])}
        keyOf={(r) => r.membership_no}
        text={{ loading: 'กำลังโหลด...', failed: 'โหลดไม่ได้', empty: 'ไม่มีคำขอ', label: 'คำขอ' }}
        look="cards"
        itemLabel={(r) => `สมาชิก ${r.membership_no}`}
        onPage={vi.fn()}
        renderItem={(r) => r.status}
      />,
    );
    const row = screen.getByRole('listitem', { name: 'สมาชิก 0000012' });
    expect(row.textContent).toBe('รออนุมัติ');
    expect(row.className).toContain('rounded-2xl');
    expect(screen.getByRole('region', { name: 'คำขอ' })).toBeTruthy();
  });

  it('says an empty console list in a line', () => {
    render(<PagedList list={requests([])} text={{ loading: '', failed: '', empty: 'ไม่มีคำขอ' }} look="cards" onPage={vi.fn()} renderItem={(r) => r.status} />);
    expect(screen.getByText('ไม่มีคำขอ').tagName).toBe('P');
  });
});
