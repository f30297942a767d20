import { describe, expect, it } from 'vitest';
import { activeAdminKey } from '@/features/admin-menu/active-menu-key';
import { ADMIN_MENU_ITEMS } from '@/features/admin-menu/menu-items';
import { ROUTES } from '../route-table';

describe('every page of the console has its menu entry marked', () => {
  it.each(ROUTES.filter((r) => r.layout === 'admin').map((r) => r.path.replace(/:[A-Za-z]+/g, '7')))('%s', (page) => {
    expect(ADMIN_MENU_ITEMS.map((item) => item.key)).toContain(activeAdminKey(page));
  });
});
