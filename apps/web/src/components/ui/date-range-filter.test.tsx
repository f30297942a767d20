import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './date-range-filter';

afterEach(cleanup);

const TODAY = '2026-11-22';

describe('DateRangeFilter', () => {
  it('marks the quick range in use and sends the dates of another', async () => {
    const onRange = vi.fn();
    render(<DateRangeFilter search={{ page: 3, from: '2026-08-22' }} today={TODAY} minYear={2010} onRange={onRange} />);
    expect(screen.getByRole('button', { name: '3 เดือน' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('ตั้งแต่ 22 ส.ค. 2569 ถึงปัจจุบัน')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '1 ปี' }));
    expect(onRange).toHaveBeenLastCalledWith('2025-11-22', undefined);
    await userEvent.click(screen.getByRole('button', { name: 'ทั้งหมด' }));
    expect(onRange).toHaveBeenLastCalledWith(undefined, undefined);
  });

  it('picks dates in Buddhist years and sends ISO dates', async () => {
    const onRange = vi.fn();
    render(<DateRangeFilter search={{ page: 1 }} today={TODAY} minYear={2010} onRange={onRange} />);
    await userEvent.click(screen.getByRole('button', { name: 'เลือกวันที่เอง' }));
    const from = screen.getByRole('group', { name: 'ตั้งแต่วันที่' });
    const to = screen.getByRole('group', { name: 'ถึงวันที่' });
    const years = within(from).getByLabelText('ปี พ.ศ.');
    expect(within(years).getAllByRole('option').map((o) => o.textContent)[0]).toBe('2569');
    await userEvent.selectOptions(years, '2024');
    await userEvent.selectOptions(within(from).getByLabelText('เดือน'), '2');
    await userEvent.selectOptions(within(from).getByLabelText('วันที่'), '29');
    await userEvent.selectOptions(within(to).getByLabelText('ปี พ.ศ.'), '2025');
    await userEvent.selectOptions(within(to).getByLabelText('เดือน'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรายการ' }));
    // 22 February 2025 (today's day, moved to February 2025); 29 February exists in 2024 only.
    expect(onRange).toHaveBeenLastCalledWith('2024-02-29', '2025-02-22');
  });

  it('refuses a range that ends before it starts', async () => {
    const onRange = vi.fn();
    render(<DateRangeFilter search={{ page: 1, from: '2026-05-01', to: '2026-04-01' }} today={TODAY} minYear={2010} onRange={onRange} />);
    expect(screen.getByRole('alert').textContent).toBe('วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
    expect(screen.getByRole('button', { name: 'แสดงรายการ' })).toHaveProperty('disabled', true);
  });
});
