import { describe, expect, it } from 'vitest';
import { buildMenu } from './use-info-menu';

describe('buildMenu', () => {
  it('keeps main items in seq order and gives parents the sub-items of their seq', () => {
    const menu = buildMenu({
      list_manu: [
        { type: 'main', is_parent: '1', manu_name: 'บริการ', url: '', seq: 30 },
        { type: 'footer', is_parent: '0', manu_name: 'คุกกี้', url: '/cookie/cookies', seq: 5 },
        { type: 'main', is_parent: '0', manu_name: 'หน้าแรก', url: '/home', seq: 10 },
      ],
      list_sub_manu: [
        { manu_id: 30, url: '/loancal', description: 'คำนวณเงินกู้' },
        { manu_id: 10, url: '/x', description: 'ไม่ใช่ลูกของลิงก์ธรรมดา' },
      ],
      marquee: [],
    });
    expect(menu.map((e) => e.item.manu_name)).toEqual(['หน้าแรก', 'บริการ']);
    expect(menu[0]?.children).toEqual([]);
    expect(menu[1]?.children.map((c) => c.url)).toEqual(['/loancal']);
  });
});
