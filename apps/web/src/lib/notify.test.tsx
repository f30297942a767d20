import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NoticeHost } from '@/components/ui/notice-host';
import { dismissNotices, notifyError, notifySuccess } from './notify';

beforeAll(() => {
  // jsdom has no media queries; the toaster follows the device's light or dark theme through one
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
});

// the toaster's first load, an import, can take more than testing-library's second on a busy machine
const LOADED = { timeout: 5000 };

const shown = () => document.querySelectorAll('[data-sonner-toast]');

// a dismissed toast leaves after its exit animation: wait for it and unmount, so no React work outlives the file
afterEach(async () => {
  await act(async () => dismissNotices());
  await waitFor(() => expect(shown()).toHaveLength(0));
  cleanup();
});

describe('notices', () => {
  it('renew the one on screen when the same words come again, instead of stacking copies', async () => {
    render(<NoticeHost />);
    act(() => {
      notifyError('ไม่สามารถเชื่อมต่อได้', 'Error');
      notifyError('ไม่สามารถเชื่อมต่อได้', 'Error');
      notifyError('ไม่สามารถเชื่อมต่อได้', 'Error');
    });
    await screen.findByText('ไม่สามารถเชื่อมต่อได้', {}, LOADED);
    expect(shown()).toHaveLength(1);
  });

  it('all leave the screen when a session begins or ends', async () => {
    render(<NoticeHost />);
    act(() => {
      notifyError('ไม่สามารถเชื่อมต่อได้', 'Error');
      notifySuccess('บันทึกเรียบร้อยแล้ว', 'Success');
    });
    await waitFor(() => expect(shown()).toHaveLength(2), LOADED);
    await act(async () => dismissNotices());
    await waitFor(() => expect(shown()).toHaveLength(0));
  });

  it('asked for before the screen is cleared are not shown after it', async () => {
    render(<NoticeHost />);
    await act(async () => {
      notifyError('ข้อความเก่า');
      dismissNotices();
      notifySuccess('ข้อความใหม่');
    });
    await screen.findByText('ข้อความใหม่', {}, LOADED);
    expect(screen.queryByText('ข้อความเก่า')).toBeNull();
  });
});
