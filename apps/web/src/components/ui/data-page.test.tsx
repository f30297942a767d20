import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/http/api-request';
import { DataPage } from './data-page';

afterEach(cleanup);

interface Feed {
  items: string[];
}

// The frame reads only these fields of the query; a whole TanStack result would add nothing to what is checked.
const query = (fields: Partial<UseQueryResult<Feed>>) => ({ isPending: false, isError: false, isFetching: false, ...fields }) as UseQueryResult<Feed>;

const TEXT = {
  title: 'เงินกู้',
  loading: 'กำลังโหลดข้อมูลเงินกู้...',
  failed: 'ไม่สามารถแสดงข้อมูลเงินกู้ได้',
  none: 'ไม่มีรายการ',
  noneHint: 'ติดต่อสหกรณ์',
};

function renderPage(result: UseQueryResult<Feed>, notFound?: { backTo: string; backLabel: string }) {
  return render(
    <MemoryRouter>
      <DataPage text={TEXT} subtitle="สัญญาเลขที่ 1" query={result} notFound={notFound} isEmpty={(data) => data.items.length === 0}>
        {(data) => <ul>{data.items.map((item) => <li key={item}>{item}</li>)}</ul>}
      </DataPage>
    </MemoryRouter>,
  );
}

describe('DataPage', () => {
  it('keeps the title on screen while the feed loads', () => {
    renderPage(query({ isPending: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'เงินกู้' })).toBeTruthy();
    expect(screen.getByText('สัญญาเลขที่ 1')).toBeTruthy();
    expect(screen.getByText('กำลังโหลดข้อมูลเงินกู้...')).toBeTruthy();
  });

  it('shows a failure with its reason and a retry that fetches again', async () => {
    const refetch = vi.fn();
    renderPage(query({ isError: true, error: new Error('ไม่สามารถเชื่อมต่อได้'), refetch } as Partial<UseQueryResult<Feed>>));
    expect(screen.getByText('ไม่สามารถแสดงข้อมูลเงินกู้ได้')).toBeTruthy();
    expect(screen.getByText('ไม่สามารถเชื่อมต่อได้')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('answers a 404 with the server text and the way back, when the page has one', () => {
    const error = new ApiRequestError(404, 'ไม่พบสัญญานี้', undefined, 'Not Found');
    renderPage(query({ isError: true, error } as Partial<UseQueryResult<Feed>>), { backTo: '/member/loan', backLabel: 'กลับไปหน้าเงินกู้' });
    expect(screen.getByRole('alert').textContent).toContain('ไม่พบสัญญานี้');
    expect(screen.getByRole('link', { name: 'กลับไปหน้าเงินกู้' }).getAttribute('href')).toBe('/member/loan');
  });

  it('says plainly when there is nothing to show', () => {
    renderPage(query({ data: { items: [] } }));
    expect(screen.getByText('ไม่มีรายการ')).toBeTruthy();
    expect(screen.getByText('ติดต่อสหกรณ์')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('puts the loaded name in the h1 when the page has one', () => {
    render(
      <DataPage text={TEXT} heading="เงินกู้สามัญ" query={query({ data: { items: ['ก'] } })}>
        {() => null}
      </DataPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'เงินกู้สามัญ' })).toBeTruthy();
  });

  it('shows the data once it is there', () => {
    renderPage(query({ data: { items: ['ก', 'ข'] } }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ก', 'ข']);
    expect(screen.queryByText('กำลังโหลดข้อมูลเงินกู้...')).toBeNull();
  });
});
