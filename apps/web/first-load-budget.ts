import type { RouteLayout } from './src/app/route-table';

/**
 * Gzipped JavaScript a first visit may load, in KiB, by the route's layout (docs/design.md, decision 061): members
 * and visitors open the portal on phones; the staff console is opened on desktop machines (decision 042) and is only
 * kept from growing unnoticed.
 */
export const FIRST_LOAD_BUDGET_KIB: Record<RouteLayout, number> = { info: 150, none: 150, member: 150, membergroup: 150, admin: 200 };

export interface RouteScripts {
  path: string;
  layout: RouteLayout;
  /** What the route's first visit loads beyond the shell's own scripts (route-hints.json's scripts). */
  scripts: readonly string[];
}

export interface FirstLoad {
  path: string;
  bytes: number;
  budgetBytes: number;
}

/** Each route's first load: the shell's scripts and the route's, each file counted once. */
export function firstLoads(routes: readonly RouteScripts[], shellScripts: readonly string[], gzippedBytes: (file: string) => number): FirstLoad[] {
  return routes.map((route) => {
    const files = new Set([...shellScripts, ...route.scripts]);
    let bytes = 0;
    for (const file of files) bytes += gzippedBytes(file);
    return { path: route.path, bytes, budgetBytes: FIRST_LOAD_BUDGET_KIB[route.layout] * 1024 };
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function describeLoad(load: FirstLoad): string {
  return `${load.path} ${kib(load.bytes)} KB of ${kib(load.budgetBytes)} KB`;
}

/** The routes over their budget, largest first. */
export function overBudget(loads: readonly FirstLoad[]): FirstLoad[] {
  return loads.filter((l) => l.bytes > l.budgetBytes).sort((a, b) => b.bytes - a.bytes);
}
