import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { RecaptchaWidget } from '@coop/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { LogonForm } from './logon-form';

const form = (recaptcha?: RecaptchaWidget) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>
      <LogonForm recaptcha={recaptcha} />
    </MemoryRouter>
  </QueryClientProvider>
);

function renderForm(recaptcha?: RecaptchaWidget) {
  render(form(recaptcha));
}

/** The form as the server draws it (decision 067), in the document before the app has started. */
function drawnByServer(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form());
  document.body.append(container);
  return container;
}

/** What typing does to a field before React runs: the value changes, no handler hears it. */
function typeBeforeStart(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  if (field.type === 'checkbox') field.checked = true;
  else field.value = value;
}

/** Records the login bodies the form sends and refuses each, so the page stays. */
function recordLogins(): unknown[] {
  const bodies: unknown[] = [];
  setTransport(async (_input, init) => {
    bodies.push(JSON.parse(String(init.body)));
    return Response.json({ rc_code: '0', code: 'BAD_CREDENTIALS', error: 'ผิด' }, { status: 401 });
  });
  return bodies;
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('เลขทะเบียนสมาชิก'), '12');
  await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
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

  it('drawn by the server, cannot be sent before the app has started', () => {
    const container = drawnByServer();
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    container.remove();
  });

  it('drawn by the server, keeps and sends what was typed before the app started', async () => {
    const bodies = recordLogins();
    const container = drawnByServer();
    typeBeforeStart(container, 'membership_no', '1a2');
    typeBeforeStart(container, 'mem_password', 'secret');
    typeBeforeStart(container, 'remember', 'on');
    const root = await act(async () => hydrateRoot(container, form()));
    expect(screen.getByLabelText('เลขทะเบียนสมาชิก')).toHaveProperty('value', '0000012');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ membership_no: '0000012', mem_password: 'secret', remember: true });
    act(() => root.unmount());
    container.remove();
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

  it('without reCAPTCHA settings loads no script and sends no answer', async () => {
    const bodies = recordLogins();
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ membership_no: '0000012', mem_password: 'secret', remember: false });
    expect(document.querySelector('script[src*="onload=coopRecaptchaLoaded"]')).toBeNull();
  });

  it("loads the widget script and sends the widget's answer in `recaptcha`", async () => {
    const bodies = recordLogins();
    renderForm({ site_key: 'key-1', script_url: 'https://recaptcha.example/api.js?render=explicit' });
    const script = document.querySelector<HTMLScriptElement>('script[src^="https://recaptcha.example/api.js"]');
    expect(script?.src).toBe('https://recaptcha.example/api.js?render=explicit&onload=coopRecaptchaLoaded');
    // what Google's script does once loaded: offer grecaptcha, then call the onload function
    let answer: ((value: string) => void) | undefined;
    window.grecaptcha = {
      render: (_container, params) => {
        expect(params.sitekey).toBe('key-1');
        answer = params.callback;
        return 0;
      },
    };
    window.coopRecaptchaLoaded?.();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.('answer-1');
    await fillAndSubmit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ membership_no: '0000012', recaptcha: 'answer-1' });
  });
});
