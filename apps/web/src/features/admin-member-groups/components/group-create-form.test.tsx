import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { ADMIN_GROUPS_TEXT as t } from '../messages';
import { GroupCreateForm } from './group-create-form';

function answerWith(response: () => Response): unknown[] {
  const bodies: unknown[] = [];
  setTransport(async (_input, init) => {
    bodies.push(JSON.parse(String(init.body)));
    return response();
  });
  return bodies;
}

function renderForm() {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GroupCreateForm onCreated={onCreated} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
  return onCreated;
}

afterEach(cleanup);

describe('GroupCreateForm', () => {
  it('says in Thai what is missing or wrong before sending anything', async () => {
    const bodies = answerWith(() => Response.json({ rc_code: '1', rc_des: 'ok' }));
    renderForm();
    await userEvent.type(screen.getByLabelText(t.parentNo), 'ไม่ใช่รหัส');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText(t.needGroupNo)).toBeTruthy();
    expect(screen.getByText(t.needGroupName)).toBeTruthy();
    expect(screen.getByText(t.badGroupNo)).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends the number, the trimmed name and no main group when none is given, then names the group added', async () => {
    const bodies = answerWith(() => Response.json({ rc_code: '1', rc_des: 'เพิ่มหน่วยงานรหัส 7001 เรียบร้อยแล้ว' }));
    const onCreated = renderForm();
    await userEvent.type(screen.getByLabelText(t.groupNo), '7001');
    await userEvent.type(screen.getByLabelText(t.groupName), '  หน่วยเปิดใหม่ ');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('7001'));
    expect(bodies).toEqual([{ member_group_no: '7001', name: 'หน่วยเปิดใหม่' }]);
  });

  it('keeps the server’s Thai refusal under the form', async () => {
    answerWith(() => Response.json({ rc_code: '0', code: 'GROUP_EXISTS', error: 'มีหน่วยงานรหัสนี้อยู่แล้ว กรุณาใช้รหัสอื่น' }, { status: 409 }));
    const onCreated = renderForm();
    await userEvent.type(screen.getByLabelText(t.groupNo), '7001');
    await userEvent.type(screen.getByLabelText(t.groupName), 'ซ้ำ');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('มีหน่วยงานรหัสนี้อยู่แล้ว กรุณาใช้รหัสอื่น', { selector: '[role="alert"], p, div' })).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
