import { seedDemo } from '../../src/seed/seed-demo';
import { startTestApp, type TestContext } from './test-app';

export const DEMO_TODAY = new Date('2026-11-22T03:00:00Z');

/** The real app on a fresh database holding a small demo cooperative, dated to a fixed day. */
export async function startDemoApp(members = 40): Promise<TestContext> {
  const t = await startTestApp();
  await seedDemo(t.database.db, { members, today: DEMO_TODAY });
  return t;
}
