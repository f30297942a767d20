import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFilteredPages } from './use-filtered-pages';

describe('useFilteredPages', () => {
  it('starts at page 1 and goes back to it when the filter changes', () => {
    const { result } = renderHook(() => useFilteredPages<string | undefined>(undefined));
    act(() => result.current.setPage(4));
    expect(result.current.page).toBe(4);
    act(() => result.current.setFilter('pending'));
    expect(result.current).toMatchObject({ page: 1, filter: 'pending' });
  });
});
