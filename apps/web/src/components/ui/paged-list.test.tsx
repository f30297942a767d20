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
