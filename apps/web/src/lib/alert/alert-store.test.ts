import { describe, expect, it } from 'vitest';
import { currentAlert, dismissAlert, showAlert } from './alert-store';

describe('alert store', () => {
  it('shows alerts one at a time and resolves each when dismissed', async () => {
    const first = showAlert('หนึ่ง');
    const second = showAlert('สอง');
    expect(currentAlert()?.message).toBe('หนึ่ง');
    dismissAlert();
    await first;
    expect(currentAlert()?.message).toBe('สอง');
    dismissAlert();
    await second;
    expect(currentAlert()).toBeUndefined();
  });

  it('does not queue the same message twice', async () => {
    const a = showAlert('หมดเวลา');
    const b = showAlert('หมดเวลา');
    dismissAlert();
    await Promise.all([a, b]);
    expect(currentAlert()).toBeUndefined();
  });
});
