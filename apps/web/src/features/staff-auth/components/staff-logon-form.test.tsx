import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { STAFF_LOGON_TEXT as t } from '../messages';
import { StaffLogonForm } from './staff-logon-form';

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <StaffLogonForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers each call with the next response, recording what the form sent. */
function answerWith(...responses: Response[]): unknown[] {
  const bodies: unknown[] = [];
  setTransport(async (_input, init) => {
    bodies.push(JSON.parse(String(init.body)));
    return responses.shift() ?? Response.json({ error: 'ไม่คาดคิด' }, { status: 500 });
  });
  return bodies;
}

const LOCKED = () => Response.json({ rc_code: '0', code: 'ACCOUNT_LOCKED', error: 'บัญชีนี้ถูกระงับ' }, { status: 429 });
const CHALLENGE = () => Response.json({ rc_code: '1', stage: 'verify', challenge: 'c1' });

async function passwordStep() {
  await userEvent.type(screen.getByLabelText(t.username), 'clerk');
  await userEvent.type(screen.getByLabelText(t.password), 'secret');
  await userEvent.click(screen.getByRole('button', { name: t.next }));
}

afterEach(cleanup);

describe('StaffLogonForm past the account-wide lock (decision 037)', () => {
  it('asks for a recovery code once the account is locked, and sends it with the password', async () => {
    const bodies = answerWith(LOCKED(), CHALLENGE());
    renderForm();
    expect(screen.queryByLabelText(t.lockRecoveryCode)).toBeNull();
    await passwordStep();
    await userEvent.type(await screen.findByLabelText(t.lockRecoveryCode), 'K7QM-4XRT');
    await userEvent.click(screen.getByRole('button', { name: t.next }));
    await screen.findByText(t.verifyTitle);
    expect(bodies).toEqual([
      { username: 'clerk', password: 'secret' },
      { username: 'clerk', password: 'secret', recovery_code: 'K7QM-4XRT' },
    ]);
  });

  it('tells the owner after the login that the account was locked, and from how many addresses', async () => {
    const session = {
      rc_code: '1',
      rc_des: 'เข้าสู่ระบบแล้ว',
      token: 't',
      expires_at: '2026-11-26T12:00:00.000Z',
      user: { username: 'clerk', display_name: 'ผู้ช่วย', role: 'support' },
      lock_notice: { last_locked_at: '2026-11-26T03:00:00.000Z', failures: 20, addresses: 4 },
    };
    answerWith(CHALLENGE(), Response.json(session));
    renderForm();
    await passwordStep();
    await userEvent.type(await screen.findByLabelText(t.code), '123456');
    await userEvent.click(screen.getByRole('button', { name: t.verify }));
    expect((await screen.findByTestId('lock-notice')).textContent).toBe(t.lockNotice('26 พฤศจิกายน 2569 10.00 น.', 20, 4));
  });
});
