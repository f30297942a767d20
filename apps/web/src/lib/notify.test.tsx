import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissNotices, notifyError, notifySuccess } from './notify';

const shown = () => document.querySelectorAll('[data-sonner-toast]');

afterEach(() => act(() => dismissNotices()));

describe('notices', () => {
  it('renew the one on screen when the same words come again, instead of stacking copies', async () => {
    render(<Toaster />);
    act(() => {
      notifyError('ไม่สามารถเชื่อมต่อได้', 'Error');
      notifyError('ไม่สามารถเชื่อมต่อได้', 'Error');
      notifyError('ไม่สามารถเชื่อมต่อได้', 'Error');
    });
    await screen.findByText('ไม่สามารถเชื่อมต่อได้');
    expect(shown()).toHaveLength(1);
  });

  it('all leave the screen when a session begins or ends', async () => {
    render(<Toaster />);
    act(() => {
      notifyError('ไม่สามารถเชื่อมต่อได้', 'Error');
      notifySuccess('บันทึกเรียบร้อยแล้ว', 'Success');
    });
    await waitFor(() => expect(shown()).toHaveLength(2));
    act(() => dismissNotices());
    await waitFor(() => expect(shown()).toHaveLength(0));
  });
});
