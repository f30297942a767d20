import { memberLastUpdateEndpoints, memberStatusEndpoints, type MemberStatus } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_HOME_PATH } from '@/lib/auth/member-paths';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { Component as MemberLayoutRoute } from './member-layout-route';

const member: MemberStatus = {
  membership_no: '0000002',
  prename: 'นาง',
  member_name: 'สมศรี',
  member_surname: 'รักเรียน',
  member_status: 'ปกติ',
  member_group_no: '00050001',
  member_group_name: 'หน่วยทดสอบ',
  birth_date: '1975-03-01',
  member_date: '2000-01-01',
  sex: 'F',
  position: 'เสมียน',
  salary: 20000,
  address: '',
  phone: '',
  email: '',
  id_card_masked: 'x-xxxx-xxxxx-12-3',
};

/** Who asked for what, and with which token: the answers stand for the server's. */
let calls: { path: string; authorization: string | null }[] = [];

function answer(path: string): unknown {
  if (path === memberStatusEndpoints.memberStatus.path) return { rc_code: '1', data1: [member] };
  if (path === memberLastUpdateEndpoints.memberLastUpdate.path) return { rc_code: '1', data: null };
  return undefined;
}

beforeEach(() => {
  // jsdom has no media queries: a phone-sized screen that never changes
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  calls = [];
  setTransport(async (input, init) => {
    calls.push({ path: input, authorization: new Headers(init.headers).get('authorization') });
    const body = answer(input);
    return body ? Response.json(body) : Response.json({ rc_code: '0', code: 'NOT_FOUND', error: 'ไม่พบ' }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function renderMemberPage(at = '/member/share') {
  const router = createMemoryRouter(
    [
      {
        path: '/member',
        Component: MemberLayoutRoute,
        children: [
          { path: 'share', element: <p>หน้าหุ้น</p> },
          { path: MEMBER_HOME_PATH.slice('/member/'.length), element: <p>หน้าหลักสมาชิก</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the member layout', () => {
  it('shows the member from member_status when the stored record holds only a token (spec 3, 6)', async () => {
    window.localStorage.setItem('user', JSON.stringify({ token: 'token-only' }));
    renderMemberPage();

    const header = screen.getByRole('banner');
    expect(await within(header).findAllByText('นางสมศรี รักเรียน')).not.toHaveLength(0);
    expect(within(header).getAllByText('0000002')).not.toHaveLength(0);
    expect(screen.getByText('หน้าหุ้น')).toBeTruthy();
    expect(calls).toContainEqual({ path: memberStatusEndpoints.memberStatus.path, authorization: 'Bearer token-only' });
  });

  it('shows a dash for a member the server does not describe, as for any missing value', async () => {
    window.localStorage.setItem('user', JSON.stringify({ token: 'token-only' }));
    member.membership_no = '';
    renderMemberPage();

    const header = screen.getByRole('banner');
    expect(await within(header).findAllByText('-')).not.toHaveLength(0);
    member.membership_no = '0000002';
  });

  it('"กลับ" with no history to go back to opens the member home, which has no "กลับ" of its own', async () => {
    window.localStorage.setItem('user', JSON.stringify({ token: 'token-only' }));
    renderMemberPage();

    fireEvent.click(await screen.findByRole('button', { name: 'กลับ' }));
    expect(await screen.findByText('หน้าหลักสมาชิก', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'กลับ' })).toBeNull();
  });

  it("opens the member home from the cooperative's name in the header", async () => {
    window.localStorage.setItem('user', JSON.stringify({ token: 'token-only' }));
    renderMemberPage();

    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: /หน้าหลักสมาชิก/ }));
    expect(await screen.findByText('หน้าหลักสมาชิก', { selector: 'p' })).toBeTruthy();
  });
});
