import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { LogonForm } from './logon-form';

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LogonForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('LogonForm', () => {
  it('pads the membership number to 7 digits when leaving the field', async () => {
    renderForm();
    const number = screen.getByLabelText('เลขทะเบียนสมาชิก');
    await userEvent.type(number, '12');
    await userEvent.tab();
    expect(number).toHaveProperty('value', '0000012');
  });

  it('says which fields are missing, under each field', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(screen.getByText('กรุณากรอกเลขทะเบียนสมาชิก')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(screen.getByLabelText('เลขทะเบียนสมาชิก').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('เลขทะเบียนสมาชิก'));
  });

  it('shows and hides the password', async () => {
    renderForm();
    const password = screen.getByLabelText('รหัสผ่าน');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});
