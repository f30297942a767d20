import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

afterEach(cleanup);

describe('Pager', () => {
  it('says where the member is and how many lines there are', () => {
    render(<Pager page={2} totalPages={500} total={10000} onPage={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'เลือกหน้ารายการ' }).textContent).toContain('หน้า 2 จาก 500');
    expect(screen.getByText('ทั้งหมด 10,000 รายการ')).toBeTruthy();
  });

  it('goes to the first, previous, next and last pages', async () => {
    const onPage = vi.fn();
    render(<Pager page={7} totalPages={500} total={10000} onPage={onPage} />);
    for (const name of ['หน้าแรก', 'ก่อนหน้า', 'ถัดไป', 'หน้าสุดท้าย']) await userEvent.click(screen.getByRole('button', { name }));
    expect(onPage.mock.calls.map(([page]) => page)).toEqual([1, 6, 8, 500]);
  });

  it('disables the ways that lead nowhere, and all of them while a page loads', () => {
    const { rerender } = render(<Pager page={1} totalPages={1} total={3} onPage={() => {}} />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
    rerender(<Pager page={2} totalPages={3} total={50} onPage={() => {}} busy />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
  });
});
