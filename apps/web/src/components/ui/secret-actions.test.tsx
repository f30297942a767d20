import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFours, SecretActions } from './secret-actions';

afterEach(cleanup);

const renderSecret = () =>
  render(
    <SecretActions what="รหัสสำรอง" copyText={'K7QM-4XRT\nP2WZ-9HJC'} printTitle="รหัสสำรองของท่าน">
      <ul data-testid="codes">
        <li>K7QM-4XRT</li>
      </ul>
    </SecretActions>,
  );

describe('SecretActions', () => {
  it('copies the secret as it is and says so', async () => {
    const user = userEvent.setup();
    renderSecret();
    await user.click(screen.getByRole('button', { name: 'คัดลอกรหัสสำรอง' }));
    expect(await navigator.clipboard.readText()).toBe('K7QM-4XRT\nP2WZ-9HJC');
    expect(screen.getByRole('status').textContent).toBe('คัดลอกแล้ว');
  });

  it('prints a page of the secret alone, and puts the page back after', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.documentElement.classList.contains('printing-secret')).toBe(true);
      expect(screen.getByTestId('codes').closest('[data-printing]')).not.toBeNull();
    });
    renderSecret();
    await userEvent.click(screen.getByRole('button', { name: 'พิมพ์รหัสสำรอง' }));
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.classList.contains('printing-secret')).toBe(false);
    expect(document.querySelector('[data-printing]')).toBeNull();
  });

  it('shows a key four characters at a time', () => {
    expect(inFours('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(inFours('ABCDEF')).toBe('ABCD EF');
  });
});
