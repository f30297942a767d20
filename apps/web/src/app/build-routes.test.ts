import { describe, expect, it } from 'vitest';
import { pageModule } from './build-routes';
import { LAYOUTS, NOT_FOUND_PAGE, ROUTES } from './route-table';

describe('the route table', () => {
  it('names an existing module for every page and layout', () => {
    const pages = [...ROUTES.map((r) => r.page), ...Object.values(LAYOUTS).map((l) => l.page), NOT_FOUND_PAGE];
    for (const page of pages) expect(() => pageModule(page), page).not.toThrow();
    expect(() => pageModule('public/no-such-route')).toThrow(/no module/);
  });

  it('hints only public GET endpoints, never a member feed', () => {
    const data = [...ROUTES.flatMap((r) => r.data ?? []), ...Object.values(LAYOUTS).flatMap((l) => l.data)];
    expect(data.length).toBeGreaterThan(0);
    for (const endpoint of data) expect(endpoint).toMatch(/^\/api\/info\//);
  });
});
