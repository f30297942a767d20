import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordFields } from './new-password-fields';

afterEach(cleanup);

const fields = (next: string, confirm: string, errors = {}) => (
  <NewPasswordFields
    ids={{ next: 'n', confirm: 'c' }}
    labels={{ next: 'รหัสผ่าน', confirm: 'ยืนยันรหัสผ่าน' }}
    next={next}
    confirm={confirm}
    onNext={() => undefined}
    onConfirm={() => undefined}
    errors={errors}
    context={{}}
    policy={undefined}
  />
);

describe('NewPasswordFields: the confirmation', () => {
  it('says nothing before anything is typed in it', () => {
    render(fields('ช้างเผือกกินกล้วยหอม', ''));
    expect(screen.queryByTestId('password-match')).toBeNull();
  });

  it('says when it does not match yet', () => {
    render(fields('ช้างเผือกกินกล้วยหอม', 'ช้างเผือก'));
    expect(screen.getByTestId('password-match').textContent).toBe('ยังไม่ตรงกับรหัสผ่านที่ตั้ง');
  });

  it('says when it matches, and is described by that', () => {
    render(fields('ช้างเผือกกินกล้วยหอม', 'ช้างเผือกกินกล้วยหอม'));
    expect(screen.getByTestId('password-match').textContent).toBe('รหัสผ่านทั้งสองช่องตรงกัน');
    expect(screen.getByLabelText('ยืนยันรหัสผ่าน').getAttribute('aria-describedby')).toContain('c-match');
  });

  it('leaves it to the field error once the form has said it', () => {
    render(fields('ช้างเผือกกินกล้วยหอม', 'x', { confirm: 'รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน' }));
    expect(screen.queryByTestId('password-match')).toBeNull();
  });
});
