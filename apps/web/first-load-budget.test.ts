import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KIB, firstLoads, overBudget } from './first-load-budget';

const KIB = 1024;
const sizes: Record<string, number> = { '/shell.js': 100 * KIB, '/layout.js': 30 * KIB, '/page.js': 20 * KIB, '/console.js': 90 * KIB };
const size = (file: string) => sizes[file] ?? 0;

describe('the first-load budget', () => {
  it('counts a file the shell and the route both name once', () => {
    const [load] = firstLoads([{ path: '/p', layout: 'member', scripts: ['/shell.js', '/layout.js'] }], ['/shell.js'], size);
    expect(load?.bytes).toBe(130 * KIB);
  });

  it('passes a page at its budget and fails one a byte over', () => {
    const loads = firstLoads(
      [
        { path: '/at', layout: 'info', scripts: ['/layout.js', '/page.js'] },
        { path: '/over', layout: 'none', scripts: ['/layout.js', '/page.js', '/one-byte.js'] },
      ],
      ['/shell.js'],
      (file) => (file === '/one-byte.js' ? 1 : size(file)),
    );
    expect(overBudget(loads).map((l) => l.path)).toEqual(['/over']);
  });

  it('holds console pages to their own, larger budget', () => {
    const loads = firstLoads([{ path: '/admin/x', layout: 'admin', scripts: ['/console.js'] }], ['/shell.js'], size);
    expect(FIRST_LOAD_BUDGET_KIB.admin).toBeGreaterThan(FIRST_LOAD_BUDGET_KIB.member);
    expect(overBudget(loads)).toEqual([]);
  });
});
