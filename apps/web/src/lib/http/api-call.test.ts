import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endMemberSessionAndLeave } from '@/lib/auth/session-ended';
import { notifyError, notifySuccess } from '@/lib/notify';
import { apiCall } from './api-call';
import { CANNOT_CONNECT_MESSAGE } from './api-request';
import { setTransport } from './transport';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('@/lib/auth/session-ended', () => ({ endMemberSessionAndLeave: vi.fn(), endMemberGroupSessionAndReload: vi.fn(), endStaffSessionAndReload: vi.fn() }));

const send = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
const answer = (status: number, body: unknown) => send.mockResolvedValue(new Response(JSON.stringify(body), { status }));

beforeEach(() => setTransport(send));
afterEach(() => vi.resetAllMocks());

describe('a failed feed', () => {
  it.each([
    ['no answer', () => send.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['a 500 with a text of its own', () => answer(500, { rc_code: '0', code: 'INTERNAL', error: 'เกิดข้อผิดพลาดภายใน' })],
    ['a 503', () => answer(503, { rc_code: '0', code: 'UNAVAILABLE', error: 'ระบบไม่พร้อมให้บริการ' })],
    ['a refusal', () => answer(400, { rc_code: '0', code: 'BAD', error: 'ข้อมูลไม่ถูกต้อง' })],
  ])('says "Error: ไม่สามารถเชื่อมต่อได้" on %s', async (_case, arrange) => {
    arrange();
    await expect(apiCall('/feed', { method: 'POST', memberSession: true, feed: true })).rejects.toThrow();
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(CANNOT_CONNECT_MESSAGE, 'Error');
  });

  it('leaves a missing record to its page, which says what is missing', async () => {
    answer(404, { rc_code: '0', code: 'NOT_FOUND', error: 'ไม่พบสัญญา' });
    await expect(apiCall('/feed', { method: 'POST', memberSession: true, feed: true })).rejects.toThrow('ไม่พบสัญญา');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 instead of a toast', async () => {
    answer(401, { rc_code: '0', code: 'UNAUTHENTICATED', error: 'หมดเวลา' });
    await expect(apiCall('/feed', { method: 'POST', memberSession: true, feed: true })).rejects.toThrow();
    expect(endMemberSessionAndLeave).toHaveBeenCalledOnce();
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('a failed call that is not a feed', () => {
  it("shows the server's text", async () => {
    answer(409, { rc_code: '0', code: 'TAKEN', error: 'ส่งคำขอไปแล้ว' });
    await expect(apiCall('/x', { method: 'POST', memberSession: true })).rejects.toThrow();
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('ส่งคำขอไปแล้ว');
  });
});

describe("an answer's rc_des", () => {
  it('is shown as a success notice in the member area', async () => {
    answer(200, { rc_code: '1', rc_des: 'บันทึกเรียบร้อยแล้ว' });
    await apiCall('/x', { method: 'POST', memberSession: true });
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('บันทึกเรียบร้อยแล้ว', 'Success');
  });

  it("is not a success when rc_code is '0', nor outside the member areas", async () => {
    answer(200, { rc_code: '0', rc_des: 'รหัสผ่านเดิมไม่ถูกต้อง' });
    await apiCall('/x', { method: 'POST', memberSession: true });
    answer(200, { rc_code: '1', rc_des: 'บันทึกแล้ว' });
    await apiCall('/x', { method: 'POST', staffSession: true });
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
