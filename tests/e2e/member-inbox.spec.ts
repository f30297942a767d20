import { logIn } from './member-helpers';
import { NEEDS_POSTGRES } from './test-database';
import { expect, test } from './test-data';

test('a member sees the bell count, opens the inbox, taps an entry, lands on its page, and the count drops', async ({ page, data, database }) => {
  test.skip(!database, NEEDS_POSTGRES);
  const db = database!.db;
  const no = await data.member();
  const at = new Date();
  // two entries as a publish writes them: the month billed with the member's amount, and a payment-service answer
  for (const [kind, params, member] of [
    ['payment-service-decided', { decision: 'approved', account_no: '0011223344', note: null }, {}],
    ['deduction-billed', { year: 2026, month: 11 }, { amount: 1234.5 }],
  ] as const) {
    const event = await db
      .insertInto('member_events')
      .values({ kind, key: `${kind}:e2e:${no}`, params: JSON.stringify(params), published_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('member_inbox').values({ event_id: event.id, membership_no: no, params: JSON.stringify(member), created_at: at }).execute();
  }
  await logIn(page, no);
  await page.getByRole('link', { name: 'กล่องข้อความ ยังไม่อ่าน 2 ข้อความ' }).click();
  await expect(page).toHaveURL(/\/member\/inbox$/);
  await expect(page.getByRole('heading', { name: 'กล่องข้อความ', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /ใบเรียกเก็บเดือนพฤศจิกายน 2569.*1,234\.50 บาท/ }).click();
  await expect(page).toHaveURL(/\/member\/kep$/);
  await expect(page.getByRole('link', { name: 'กล่องข้อความ ยังไม่อ่าน 1 ข้อความ' })).toBeVisible();
});
