import { PASSWORD_POLICY_TEXT } from '@coop/password-policy';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { PasswordChangeForm } from './password-change-form';

const member = { membershipNo: '0047115', birthDate: '1987-12-25', names: ['สมชาย', 'ใจดี'] };

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PasswordChangeForm member={member} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('PasswordChangeForm', () => {
  it('shows the strength of the new password as it is typed', async () => {
    renderForm();
    const field = screen.getByLabelText('รหัสผ่านใหม่');
    await userEvent.type(field, 'Password1');
    // one verdict, zxcvbn's reason as the one hint, and an example that would pass
    expect(await screen.findByText('ยังใช้ไม่ได้')).toBeTruthy();
    expect(screen.getByText('ตัวอย่างรหัสผ่านที่ใช้ได้:')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, 'ช้างเผือกกินกล้วยหอม');
    expect(await screen.findByText('ใช้ได้ (ระดับดีมาก)')).toBeTruthy();
  });

  it('refuses a weak password with the rule under the field, and focuses it', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('รหัสผ่านเดิม'), 'Secret123');
    await userEvent.type(screen.getByLabelText('รหัสผ่านใหม่'), 'aaaaaaa1');
    await userEvent.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'aaaaaaa1');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    const field = screen.getByLabelText('รหัสผ่านใหม่');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(PASSWORD_POLICY_TEXT.guessable)).toHaveLength(1);
    expect(document.activeElement).toBe(field);
  });

  it("refuses the member's birth date written in Buddhist years", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('รหัสผ่านใหม่'), 'ม้าลาย25/12/2530');
    expect(await screen.findByText(PASSWORD_POLICY_TEXT.personal)).toBeTruthy();
  });
});
