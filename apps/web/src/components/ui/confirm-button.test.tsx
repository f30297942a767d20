import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';

afterEach(cleanup);

const setUp = () => {
  const onConfirm = vi.fn();
  const confirm = vi.spyOn(window, 'confirm');
  render(
    <ConfirmButton question="ลบ “ข่าวเก่า” ใช่หรือไม่" confirmLabel="ลบ" className="" onConfirm={onConfirm}>
      ลบข่าว
    </ConfirmButton>,
  );
  return { onConfirm, confirm };
};

describe('ConfirmButton', () => {
  it('asks in the app’s dialog, never the browser’s confirm(), and acts on its confirming button', async () => {
    const { onConfirm, confirm } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'ลบข่าว' }));
    const dialog = screen.getByRole('dialog', { name: 'โปรดยืนยัน' });
    expect(dialog.textContent).toContain('ลบ “ข่าวเก่า” ใช่หรือไม่');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'ลบ' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('changes nothing when cancelled', async () => {
    const { onConfirm } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'ลบข่าว' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
