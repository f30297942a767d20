import { emailProblem } from '@coop/contract';
import { isThaiMobile } from '@coop/thai-format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thaiMobile, usableEmail } from '../../../src/features/mail-and-sms/member-contact-queries';
import { startTestApp, type TestContext } from '../../support/test-app';

/**
 * The SQL that decides who an e-mail or an SMS is queued for (and counted for in a broadcast's preview) reads an
 * address as the rules of the forms and the SMS gateway read it.
 */
describe('the address predicates in SQL agree with the rules in code', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const inSql = async (predicate: (value: ReturnType<typeof sql<string>>) => ReturnType<typeof sql<boolean>>, values: readonly string[]) => {
    const rows = await Promise.all(values.map(async (value) => (await sql<{ ok: boolean }>`select ${predicate(sql<string>`${value}::text`)} as ok`.execute(t.database.db)).rows[0]?.ok));
    return rows;
  };

  it('takes as a mobile number exactly what isThaiMobile takes: 06, 08, 09, in any spacing or as 66…', async () => {
    const numbers = ['081-234-5678', '0912345678', '06 1234 5678', '+66 81 234 5678', '66812345678', '02-123-4567', '053-123456', '074123456', '081234567', '08123456789', '6621234567', '', 'ไม่มี'];
    expect(await inSql(thaiMobile, numbers)).toEqual(numbers.map(isThaiMobile));
  });

  it('takes as an e-mail address exactly what emailProblem takes, around spaces', async () => {
    const addresses = ['somchai@example.test', ' somsri@example.co.th ', 'สมชาย@ตัวอย่าง.com', 'a b@c.co', 'somchai at example', 'x@y', 'x@y.c', 'a,b@c.co', 'a;b@c.co', '<a>@b.co', '[a]@b.co', 'a@@b.co', '', `${'a'.repeat(250)}@b.co`];
    expect(await inSql(usableEmail, addresses)).toEqual(addresses.map((a) => emailProblem(a.trim()) === undefined));
  });
});
