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

  it('takes typed dates in Buddhist years and sends ISO dates', async () => {
    const onRange = vi.fn();
    render(<DateRangeFilter search={{ page: 1 }} today={TODAY} minYear={2010} onRange={onRange} />);
    await userEvent.click(screen.getByRole('button', { name: 'เลือกวันที่เอง' }));
    const from = await screen.findByLabelText('ตั้งแต่วันที่');
    await userEvent.clear(from);
    await userEvent.type(from, '29022567');
    const to = screen.getByLabelText('ถึงวันที่');
    await userEvent.clear(to);
    await userEvent.type(to, '22/2/2568');
    expect(screen.getByText('คือวันที่ 29 กุมภาพันธ์ 2567')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรายการ' }));
    expect(onRange).toHaveBeenLastCalledWith('2024-02-29', '2025-02-22');
  });

  it('picks dates from Buddhist-year lists', async () => {
    const onRange = vi.fn();
    render(<DateRangeFilter search={{ page: 1 }} today={TODAY} minYear={2010} onRange={onRange} />);
    await userEvent.click(screen.getByRole('button', { name: 'เลือกวันที่เอง' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'เลือกวันที่' }))[0]!);
    const from = screen.getByRole('group', { name: 'เลือกตั้งแต่วันที่' });
    const years = within(from).getByLabelText('ปี พ.ศ.');
    expect(within(years).getAllByRole('option').map((o) => o.textContent)[0]).toBe('2569');
    await userEvent.selectOptions(years, '2024');
    await userEvent.selectOptions(within(from).getByLabelText('เดือน'), '2');
    await userEvent.selectOptions(within(from).getByLabelText('วันที่'), '29');
    expect((screen.getByLabelText('ตั้งแต่วันที่') as HTMLInputElement).value).toBe('29/02/2567');
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรายการ' }));
    expect(onRange).toHaveBeenLastCalledWith('2024-02-29', TODAY);
  });

  it('refuses a Christian year typed, and says why', async () => {
    render(<DateRangeFilter search={{ page: 1 }} today={TODAY} minYear={2010} onRange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'เลือกวันที่เอง' }));
    const from = await screen.findByLabelText('ตั้งแต่วันที่');
    await userEvent.clear(from);
    await userEvent.type(from, '01/03/2025');
    await userEvent.tab();
    expect(screen.getByText('กรุณากรอกปีเป็นปี พ.ศ. เช่น 2528 (ไม่ใช่ ค.ศ.)')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'แสดงรายการ' })).toHaveProperty('disabled', true);
  });

  it('refuses a range that ends before it starts', async () => {
    const onRange = vi.fn();
    render(<DateRangeFilter search={{ page: 1, from: '2026-05-01', to: '2026-04-01' }} today={TODAY} minYear={2010} onRange={onRange} />);
    expect(screen.getByRole('alert').textContent).toBe('วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
    expect(screen.getByRole('button', { name: 'แสดงรายการ' })).toHaveProperty('disabled', true);
  });
});
