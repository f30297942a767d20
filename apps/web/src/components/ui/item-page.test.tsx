import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/http/api-request';
import { ItemPage } from './item-page';

afterEach(cleanup);

// The page reads only these fields of the query; a whole TanStack result would add nothing to what is checked.
const query = (fields: Partial<UseQueryResult<{ title: string }>>) =>
  ({ isPending: false, isError: false, isFetching: false, ...fields }) as UseQueryResult<{ title: string }>;

const TEXT = { back: 'กลับไปกระดานถาม-ตอบ', loading: 'กำลังโหลดคำถาม...', failed: 'ไม่สามารถแสดงคำถามได้', notFound: 'ไม่พบคำถามที่ต้องการ' };

function renderPage(result: UseQueryResult<{ title: string }>) {
  return render(
    <MemoryRouter>
      <ItemPage backTo="/board" query={result} text={TEXT}>
        {(data) => <h1>{data.title}</h1>}
      </ItemPage>
    </MemoryRouter>,
  );
}

describe('ItemPage', () => {
  it('offers the way back to the list while the item loads', () => {
    renderPage(query({ isPending: true }));
    expect(screen.getByRole('link', { name: 'กลับไปกระดานถาม-ตอบ' }).getAttribute('href')).toBe('/board');
    expect(screen.getByText('กำลังโหลดคำถาม...')).toBeTruthy();
  });

  it('draws the item once it is there', () => {
    renderPage(query({ data: { title: 'กู้ฉุกเฉินใช้เอกสารอะไร' } }));
    expect(screen.getByRole('heading', { name: 'กู้ฉุกเฉินใช้เอกสารอะไร' })).toBeTruthy();
  });

  it('says the item is not there when the server answers 404', () => {
    const error = new ApiRequestError(404, 'Not Found', undefined, 'Not Found');
    renderPage(query({ isError: true, error } as Partial<UseQueryResult<{ title: string }>>));
    expect(screen.getByText('ไม่พบคำถามที่ต้องการ')).toBeTruthy();
    expect(screen.queryByText('ไม่สามารถแสดงคำถามได้')).toBeNull();
  });

  it('shows any other failure with a retry', () => {
    renderPage(query({ isError: true, error: new Error('ไม่สามารถเชื่อมต่อได้') } as Partial<UseQueryResult<{ title: string }>>));
    expect(screen.getByText('ไม่สามารถแสดงคำถามได้')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' })).toBeTruthy();
  });
});
