import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SideMenu } from '@/components/layouts/side-menu';
import { activeAdminKey } from './active-menu-key';
import { ADMIN_MENU_ITEMS } from './menu-items';

afterEach(cleanup);

describe('the console menu marks the page staff are on', () => {
  it('marks every entry on its own page', () => {
    expect(ADMIN_MENU_ITEMS.map((item) => activeAdminKey(item.to))).toEqual(ADMIN_MENU_ITEMS.map((item) => item.key));
  });

  it('marks the entry a page lies within', () => {
    expect(activeAdminKey('/admin/confirmation/7')).toBe('/admin/confirmation');
    expect(activeAdminKey('/admin/content/7')).toBe('/admin/content');
    expect(activeAdminKey('/admin/election/7')).toBe('/admin/election');
  });

  it('marks the broadcasts entry on /admin/notifications, its desktop-notification tab', () => {
    expect(activeAdminKey('/admin/notifications')).toBe('/admin/broadcasts');
  });

  it('marks the console\'s home only on itself, and nothing on a page no entry leads to', () => {
    expect(activeAdminKey('/admin/')).toBe('/admin');
    expect(activeAdminKey('/admin/no-such-page')).toBeUndefined();
    expect(activeAdminKey('/admin/contents')).toBeUndefined();
  });

  it('shows the current entry as the page (aria-current) in bold on green, and no other', () => {
    render(
      <MemoryRouter initialEntries={['/admin/notifications']}>
        <SideMenu label="เมนูเจ้าหน้าที่" items={ADMIN_MENU_ITEMS} activeKey={activeAdminKey('/admin/notifications')} onNavigate={() => undefined} logoutLabel="ออกจากระบบ" onLogout={() => undefined} logoutPending={false} homeLabel="ดูเว็บไซต์" homeTo="/home" />
      </MemoryRouter>,
    );
    const current = screen.getByRole('link', { name: 'ส่งข่าวและการแจ้งเตือน' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.className.split(' ')).toEqual(expect.arrayContaining(['border-primary', 'bg-primary-light', 'font-bold', 'text-primary']));
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });
});
