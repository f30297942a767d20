import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthBalanceChart, monthLabel } from './month-balance-chart';

afterEach(cleanup);

const summary = (first: string, a: string, last: string, b: string) => `${first} ${a} ถึง ${last} ${b}`;

describe('MonthBalanceChart', () => {
  it('names months in Thai with the Buddhist year', () => {
    expect(monthLabel('2026-11')).toBe('พ.ย. 69');
    expect(monthLabel('2025-01')).toBe('ม.ค. 68');
  });

  it('reads out the first and last month and keeps every figure in its table', () => {
    const months = [
      { month: '2026-10', balance: 1000.5 },
      { month: '2026-11', balance: 0.3 },
    ];
    render(<MonthBalanceChart title="ยอดเงินฝาก" titleId="t" summary={summary} series="ยอดคงเหลือ" months={months} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('ต.ค. 69 1,000.50 ถึง พ.ย. 69 0.30');
    expect(screen.getByRole('cell', { name: '0.30' })).toBeTruthy();
  });

  it('draws nothing when every month is zero', () => {
    const { container } = render(
      <MonthBalanceChart title="ยอดเงินฝาก" titleId="t" summary={summary} series="ยอดคงเหลือ" months={[{ month: '2026-11', balance: 0 }]} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
