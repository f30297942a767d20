import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CollapsibleRows } from './collapsible-rows';
import type { TableColumn } from './responsive-table';

afterEach(cleanup);

interface Line {
  no: number;
  name: string;
  contract: string;
  interest: string;
  amount: string;
}

const COLUMNS: readonly TableColumn<Line>[] = [
  { key: 'name', header: 'รายการ', primary: true, cell: (l) => l.name },
  { key: 'contract', header: 'รายละเอียด', summary: 'text', cell: (l) => l.contract },
  { key: 'interest', header: 'ดอกเบี้ย', cell: (l) => l.interest },
  { key: 'amount', header: 'จำนวนเงิน', summary: 'figure', cell: (l) => l.amount },
];

const LINES: Line[] = [
  { no: 1, name: 'ค่าหุ้น', contract: 'งวดที่ 12', interest: '0.00', amount: '1,000.00' },
  { no: 2, name: 'เงินกู้สามัญ', contract: 'สัญญา สม.123/2568', interest: '412.50', amount: '3,412.50' },
];

describe('CollapsibleRows', () => {
  it('shows each line as one closed button: what it is and its amount', () => {
    render(<CollapsibleRows caption="รายการเรียกเก็บ" columns={COLUMNS} rows={LINES} rowKey={(l) => l.no} />);
    const list = screen.getByRole('list', { name: 'รายการเรียกเก็บ' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => [row.textContent, row.getAttribute('aria-expanded')])).toEqual([
      ['ค่าหุ้น · งวดที่ 121,000.00', 'false'],
      ['เงินกู้สามัญ · สัญญา สม.123/25683,412.50', 'false'],
    ]);
    expect(screen.getByText('412.50').closest('dl')?.hidden).toBe(true);
  });

  it('opens a line on a tap to show every figure with its name, and closes it again', async () => {
    render(<CollapsibleRows caption="รายการเรียกเก็บ" columns={COLUMNS} rows={LINES} rowKey={(l) => l.no} />);
    const loan = screen.getByRole('button', { name: /เงินกู้สามัญ/ });
    await userEvent.click(loan);
    expect(loan.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(loan.getAttribute('aria-controls') ?? '');
    expect(details?.hidden).toBe(false);
    expect(within(details as HTMLElement).getByText('ดอกเบี้ย').nextElementSibling?.textContent).toBe('412.50');
    await userEvent.click(loan);
    expect(loan.getAttribute('aria-expanded')).toBe('false');
    expect(details?.hidden).toBe(true);
  });
});
