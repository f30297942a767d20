import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAlert, showAlert } from '@/lib/alert/alert-store';
import { AlertDialogHost } from './alert-dialog-host';

afterEach(() => {
  act(() => dismissAlert());
  cleanup();
});

describe('AlertDialogHost', () => {
  it('shows nothing without an alert', () => {
    render(<AlertDialogHost />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the exact text in an alertdialog with the OK button focused, and closes on OK', async () => {
    render(<AlertDialogHost />);
    let closed = false;
    act(() => {
      void showAlert('ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง').then(() => {
        closed = true;
      });
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const ok = screen.getByRole('button', { name: 'ตกลง' });
    expect(document.activeElement).toBe(ok);

    await userEvent.tab();
    expect(document.activeElement).toBe(ok);

    await userEvent.click(ok);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(closed).toBe(true);
  });
});
