import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS } from '../../../src/features/data-import/datasets';
import { importContent } from '../../support/import-files';
import { testPasswordHash, TEST_PASSWORD } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../docs/import-samples');

describe('the sample files of docs/import-samples', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('import cleanly, in the documented order, into an empty database; the workbooks change nothing after them', async () => {
    for (const dataset of DATASETS) {
      const result = await importContent(t.database.db, dataset.name, fs.readFileSync(path.join(SAMPLES, `${dataset.name}.csv`)));
      expect(result.errors, dataset.name).toEqual([]);
      expect(result.inserted, dataset.name).toBeGreaterThan(0);
    }
    for (const dataset of DATASETS) {
      const result = await importContent(t.database.db, dataset.name, fs.readFileSync(path.join(SAMPLES, `${dataset.name}.xlsx`)));
      expect({ ...result, name: dataset.name }).toMatchObject({ name: dataset.name, outcome: 'imported', inserted: 0, updated: 0, deleted: 0 });
    }
    const tis = await importContent(t.database.db, 'members', fs.readFileSync(path.join(SAMPLES, 'members-tis620.csv')));
    expect(tis).toMatchObject({ outcome: 'imported', unchanged: 3 });
  });

  it("give a member whose pages show the imported figures once they have a portal account", async () => {
    // registration (/member/register) would make this account; its own tests cover that
    await t.database.db.insertInto('member_accounts')
      .values({ membership_no: '1000001', password_hash: await testPasswordHash(TEST_PASSWORD), password_changed_at: new Date() }).execute();
    const token = await loginToken(t.app, '1000001');
    const feed = async (name: string) => {
      const res = await memberPost(t.app, `/api/member/${name}`, token);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      return res.json();
    };
    expect(await feed('member_loan')).toMatchObject({ contracts: [{ contract_no: 'OR68-00011' }] });
    expect((await feed('member_dep')).accounts).toHaveLength(1);
    expect(JSON.stringify(await feed('member_share'))).toContain('ซื้อหุ้น');
    expect(JSON.stringify(await feed('member_gian'))).toContain('นางสุดา มั่นคง');
  });
});
