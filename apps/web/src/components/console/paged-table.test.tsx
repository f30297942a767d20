import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable } from './paged-table';

afterEach(cleanup);

interface Entry {
  id: number;
  action: string;
}
type EntryPage = { data: Entry[]; page: number; total: number; total_pages: number };
const loaded = (data: EntryPage) => ({ isPending: false, isError: false, isPlaceholderData: false, data }) as UseQueryResult<EntryPage>;
const text = { loading: 'กำลังโหลด...', failed: 'โหลดไม่ได้', empty: 'ไม่พบรายการ', caption: 'บันทึกการใช้งาน' };
const columns = [{ key: 'action', header: 'การกระทำ', cell: (e: Entry) => e.action }];

describe('PagedTable', () => {
  it('shows its filters above a page of rows, and turns pages', async () => {
    const onPage = vi.fn();
    render(
      <PagedTable
        filter={<form aria-label="ตัวกรอง" />}
        list={loaded({ data: [{ id: 1, action: 'staff.created' }], page: 1, total: 40, total_pages: 2 })}
        text={text}
        columns={columns}
        onPage={onPage}
      />,
    );
    expect(screen.getByRole('form', { name: 'ตัวกรอง' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'บันทึกการใช้งาน' }).textContent).toContain('staff.created');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says plainly when nothing matches', () => {
    render(<PagedTable filter={null} list={loaded({ data: [], page: 1, total: 0, total_pages: 0 })} text={text} columns={columns} onPage={vi.fn()} />);
    expect(screen.getByText('ไม่พบรายการ')).toBeTruthy();
  });
});
