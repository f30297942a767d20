import type { LineLinkStateResponse } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { LINE_LINK_TEXT as T } from '../messages';
import { LineAccountLink } from './line-account-link';

const OFF: LineLinkStateResponse = { rc_code: '1', available: false, linked: false, linked_at: null, basic_id: null, add_friend_url: null, add_friend_qr_svg: null };
const NOT_LINKED: LineLinkStateResponse = { ...OFF, available: true, basic_id: '@123abcde', add_friend_url: 'https://line.me/R/ti/p/%40123abcde', add_friend_qr_svg: '<svg></svg>' };
const LINKED: LineLinkStateResponse = { ...NOT_LINKED, linked: true, linked_at: '2026-11-27T03:00:00.000Z' };

/** The server's answers in turn, by path; the calls made. */
function serverAnswers(states: LineLinkStateResponse[]): string[] {
  const calls: string[] = [];
  setTransport(async (input) => {
    const path = String(input);
    calls.push(path);
    if (path.endsWith('/unlink')) return Response.json({ rc_code: '1', rc_des: 'ยกเลิกการเชื่อมบัญชี LINE แล้ว' });
    return Response.json(states.length > 1 ? states.shift() : states[0]);
  });
  return calls;
}

const renderSection = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LineAccountLink unavailable={<p>ไม่มี LINE</p>} />
    </QueryClientProvider>,
  );

afterEach(cleanup);

describe('LineAccountLink', () => {
  it('shows only what the page gives for an unconfigured LINE', async () => {
    serverAnswers([OFF]);
    renderSection();
    expect(await screen.findByText('ไม่มี LINE')).toBeTruthy();
    expect(screen.queryByText(T.title)).toBeNull();
  });

  it('shows the add-friend link and the three steps to a member not linked', async () => {
    serverAnswers([NOT_LINKED]);
    renderSection();
    expect(await screen.findByText(T.notLinked)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.addFriend }).getAttribute('href')).toBe('https://line.me/R/ti/p/%40123abcde');
    expect(screen.getByText(T.step1('@123abcde'))).toBeTruthy();
    expect(screen.getByRole('img', { name: T.qrLabel })).toBeTruthy();
  });

  it('unlinks only once the member confirms, then reads the state again', async () => {
    const calls = serverAnswers([LINKED, NOT_LINKED]);
    renderSection();
    expect(await screen.findByText(T.linked)).toBeTruthy();
    expect(screen.getByText(T.linkedSince('27 พฤศจิกายน 2569'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.unlink }));
    expect(calls.filter((c) => c.endsWith('/unlink'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: T.unlinkConfirm }));
    expect(await screen.findByText(T.notLinked)).toBeTruthy();
    expect(calls.filter((c) => c.endsWith('/unlink'))).toHaveLength(1);
  });
});
