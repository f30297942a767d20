import type { StatementPage } from '@coop/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountStatement } from './account-statement';
import type { TableColumn } from './responsive-table';

afterEach(cleanup);

interface Line {
  seq: number;
  item: string;
}

const COLUMNS: readonly TableColumn<Line>[] = [{ key: 'item', header: 'รายการ', primary: true, cell: (line) => line.item }];

const page = (items: Line[], fields: Partial<StatementPage<Line>> = {}): StatementPage<Line> => ({
  items,
  page: 1,
  page_size: 20,
  total: items.length,
  total_pages: 1,
  ...fields,
});

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderStatement(statement: StatementPage<Line>, entry = '/member/share') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AccountStatement title="รายการเคลื่อนไหวหุ้น" statement={statement} columns={COLUMNS} minYear={2010} updating={false}>
        <p>มูลค่าหุ้น</p>
      </AccountStatement>
      <Address />
    </MemoryRouter>,
  );
}

describe('AccountStatement', () => {
  it('shows what the account is, then its lines under the statement heading, one line per row on a phone', () => {
    renderStatement(page([{ seq: 1, item: 'ซื้อหุ้น' }, { seq: 2, item: 'ถอนหุ้น' }]));
    expect(screen.getByText('มูลค่าหุ้น')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'รายการเคลื่อนไหวหุ้น' })).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'รายการเคลื่อนไหวหุ้น' });
    expect(within(lines).getByRole('button', { name: 'ซื้อหุ้น', expanded: false })).toBeTruthy();
    expect(within(lines).getByRole('button', { name: 'ถอนหุ้น', expanded: false })).toBeTruthy();
  });

  it('opens on the last three months, and says when none fall in them or in a chosen range', () => {
    renderStatement(page([]));
    expect(screen.getByRole('button', { name: '3 เดือน', pressed: true })).toBeTruthy();
    expect(screen.getByText('ไม่พบรายการในช่วงวันที่ที่เลือก')).toBeTruthy();
    cleanup();
    renderStatement(page([]), '/member/share?range=all');
    expect(screen.getByRole('button', { name: 'ทั้งหมด', pressed: true })).toBeTruthy();
    expect(screen.getByText('ยังไม่มีรายการเคลื่อนไหว')).toBeTruthy();
  });

  it('keeps the page the member turns to in the address', async () => {
    renderStatement(page([{ seq: 1, item: 'ซื้อหุ้น' }], { total: 45, total_pages: 3 }), '/member/share?range=all');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?range=all&page=2');
  });
});
