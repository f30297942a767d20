import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_UPLOAD_TEXT } from '../../../src/features/data-import/import-upload-text';
import { MSG } from '../../../src/features/data-import/import-messages';
import { uploadMaxBytes } from '../../../src/features/data-import/upload-limit';
import { addMemberGroup, groupToken } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { importThroughConsole, runOf, uploadFile } from '../../support/console-import';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../docs/import-samples');
const sample = (name: string) => fs.readFileSync(path.join(SAMPLES, name));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the core banking import in the staff console', () => {
  let t: TestContext;
  let admin: { username: string; token: string };
  beforeAll(async () => {
    t = await startTestApp();
    const staff = await addStaffUser(t.database.db, 'admin');
    admin = { username: staff.username, token: await staffToken(t.app, staff, t.clock.now()) };
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer | string, query: Record<string, string>, token: string | null = admin.token, headers: Record<string, string> = {}) =>
    uploadFile(t.app, token, bytes, query, headers);
  const importFile = (bytes: Buffer | string, query: Record<string, string>) => importThroughConsole(t.app, admin.token, bytes, query);
  const groupsIn = (nos: string[]) => t.database.db.selectFrom('member_groups').select(['member_group_no', 'name', 'parent_no']).where('member_group_no', 'in', nos).orderBy('member_group_no').execute();

  it('lists the datasets with their columns', async () => {
    const res = await staffPost(t.app, endpoints.importDatasets.path, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().datasets[0]).toEqual({ name: 'groups', title: 'หน่วยงานสมาชิก', columns: ['member_group_no', 'name', 'parent_no'] });
    expect(res.json()).toMatchObject({ database: t.database.kind, max_bytes: uploadMaxBytes(t.database.kind) });
  });

  it('refuses a file with bad rows with every row error (line, column, Thai reason) and writes nothing', async () => {
    const file = 'member_group_no,name,parent_no\n61000001,กองทดสอบ,\n61000002,ฝ่ายทดสอบ,61999999\n61000003,,61000001\n61000001,ซ้ำ,\n';
    const body = await importFile(file, { dataset: 'groups', file_name: 'กลุ่มผิด.csv' });
    expect(body).toMatchObject({ state: 'ended', outcome: 'rejected', rows_read: 4, inserted: 0, updated: 0, rejected_rows: 3, error_count: 3 });
    expect(body.errors).toEqual([
      { line: 3, column: 'parent_no', reason: expect.stringContaining('61999999') },
      { line: 4, column: 'name', reason: MSG.required },
      { line: 5, column: 'member_group_no', reason: expect.stringContaining(MSG.duplicateBefore) },
    ]);
    expect(await groupsIn(['61000001', '61000002', '61000003'])).toEqual([]);
  });

  it('imports a good sample file (CSV) by the staff user, recorded in the history and the audit log; the XLSX of it changes nothing', async () => {
    const bytes = sample('groups.csv');
    const run = await importFile(bytes, { dataset: 'groups', file_name: 'groups.csv', encoding: 'utf-8', calendar: 'buddhist' });
    const lines = bytes.toString('utf8').trim().split('\n').length - 1;
    expect(run).toMatchObject({ outcome: 'imported', rows_read: lines, inserted: lines, updated: 0, error_count: 0, errors: [], sha256: sha256(bytes), file_bytes: bytes.length });
    expect(await groupsIn(['10000000'])).toEqual([{ member_group_no: '10000000', name: 'สำนักงานจังหวัดตัวอย่าง', parent_no: null }]);
    const audit = await t.database.db.selectFrom('audit_log').select(['actor_kind', 'actor', 'action', 'target']).where('action', 'in', ['import.imported', 'import.rejected']).orderBy('id').execute();
    expect(audit).toEqual([
      { actor_kind: 'staff', actor: admin.username, action: 'import.rejected', target: 'groups:กลุ่มผิด.csv' },
      { actor_kind: 'staff', actor: admin.username, action: 'import.imported', target: 'groups:groups.csv' },
    ]);

    const again = await importFile(sample('groups.xlsx'), { dataset: 'groups', file_name: 'groups.xlsx' });
    expect(again).toMatchObject({ outcome: 'imported', inserted: 0, updated: 0, unchanged: lines });
  });

  it('lists the history newest first with who, what file and hash, the rows and the outcome', async () => {
    const res = await staffPost(t.app, endpoints.importHistory.path, admin.token, { page: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ running: [], page: 1, total: 3, total_pages: 1 });
    expect(body.runs.map((r: { file_name: string; outcome: string }) => [r.file_name, r.outcome])).toEqual([
      ['groups.xlsx', 'imported'],
      ['groups.csv', 'imported'],
      ['กลุ่มผิด.csv', 'rejected'],
    ]);
    expect(body.runs[1]).toMatchObject({ actor_kind: 'staff', actor: admin.username, dataset: 'groups', dataset_title: 'หน่วยงานสมาชิก', file_sha256: sha256(sample('groups.csv')), error_count: 0, under_way: false });
    expect(body.runs[2]).toMatchObject({ rows_read: 4, inserted: 0, error_count: 3 });
  });

  it('answers an unknown dataset, a JSON body and a file over the cap in Thai', async () => {
    const unknown = await upload('a\n', { dataset: 'nothing', file_name: 'a.csv' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(IMPORT_UPLOAD_TEXT.unknownDataset);
    const json = await staffPost(t.app, `${endpoints.importUpload.path}?dataset=groups&file_name=a.csv`, admin.token, { a: 1 });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe(IMPORT_UPLOAD_TEXT.notAFile);
    const cap = uploadMaxBytes(t.database.kind);
    const big = await upload('member_group_no,name\n', { dataset: 'groups', file_name: 'big.csv' }, admin.token, { 'content-length': String(cap + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(IMPORT_UPLOAD_TEXT.tooLarge(cap));
  });

  it('is for admins only: editors and support staff get 403, member and group tokens 401', async () => {
    const member = newMembershipNo();
    await addMember(t.database.db, member);
    const tokens = {
      editor: await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now()),
      support: await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now()),
      member: await loginToken(t.app, member),
      group: await groupToken(t.app, await addMemberGroup(t.database.db)),
    };
    const statuses = async (token: string | null) => [
      (await upload(sample('groups.csv'), { dataset: 'groups', file_name: 'groups.csv' }, token)).statusCode,
      (await staffPost(t.app, endpoints.importHistory.path, token ?? undefined)).statusCode,
      (await staffPost(t.app, endpoints.importDatasets.path, token ?? undefined)).statusCode,
      (await staffPost(t.app, endpoints.importRun.path, token ?? undefined, { run_id: '1' })).statusCode,
    ];
    expect(await statuses(tokens.editor)).toEqual([403, 403, 403, 403]);
    expect(await statuses(tokens.support)).toEqual([403, 403, 403, 403]);
    expect(await statuses(tokens.member)).toEqual([401, 401, 401, 401]);
    expect(await statuses(tokens.group)).toEqual([401, 401, 401, 401]);
    expect(await statuses(null)).toEqual([401, 401, 401, 401]);
    expect((await staffPost(t.app, endpoints.importHistory.path, admin.token)).json().total).toBe(3);
  });

  it('takes the file over a real connection too (the body is the socket’s stream there, not an injected one)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const query = new URLSearchParams({ dataset: 'groups', file_name: 'ทาง HTTP.csv' }).toString();
    const res = await fetch(`${address}${endpoints.importUpload.path}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${admin.token}` },
      body: sample('groups.csv'),
    });
    expect(res.status).toBe(200);
    const { run_id } = await res.json();
    await t.app.jobs.drain();
    expect(await runOf(t.app, admin.token, run_id)).toMatchObject({ outcome: 'imported', inserted: 0, file_name: 'ทาง HTTP.csv' });
  });

  it('answers a NUL in a cell with a Thai row error of that row and column, not a 500', async () => {
    const run = await importFile('code,name,amount,once_only\nW9000001,ทุน\u0000การศึกษา,100,0\n', { dataset: 'welfare-types', file_name: 'nul.csv' });
    expect(run).toMatchObject({ outcome: 'rejected', errors: [{ line: 2, column: 'name', reason: MSG.controlCharacter }] });
  });

  it('answers 413 to a file past the cap sent without Content-Length, and records the run as refused', async () => {
    const cap = uploadMaxBytes(t.database.kind);
    // a workbook's first bytes: its reader gathers the file before reading it, so the test is quick on a 100 MB cap
    const piece = Buffer.alloc(1024 * 1024);
    const body = Readable.from((function* () {
      yield Buffer.from([0x50, 0x4b, 0x03, 0x04]);
      for (let sent = 0; sent <= cap; sent += piece.length) yield piece;
    })());
    const res = await t.app.inject({
      method: 'POST',
      url: `${endpoints.importUpload.path}?dataset=welfare-types&file_name=chunked.csv`,
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${admin.token}` },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(IMPORT_UPLOAD_TEXT.tooLarge(cap));
    const run = await t.database.db.selectFrom('import_runs').select(['outcome', 'inserted']).where('file_name', '=', 'chunked.csv').executeTakeFirstOrThrow();
    expect(run).toEqual({ outcome: 'rejected', inserted: 0 });
  }, 60_000);

  it('answers the upload at once with its run queued, which the history shows under way until the job has run it', async () => {
    const res = await upload('code,name,amount,once_only\nW9000777,ทุนรอคิว,100,0\n', { dataset: 'welfare-types', file_name: 'รอคิว.csv' });
    expect(res.statusCode).toBe(200);
    const queued = res.json();
    expect(queued).toMatchObject({ state: 'queued', dataset: 'welfare-types', file_name: 'รอคิว.csv', file_bytes: expect.any(Number) });
    const history = async () => (await staffPost(t.app, endpoints.importHistory.path, admin.token, { page: 1 })).json();
    expect((await history()).running).toEqual([expect.objectContaining({ run_id: queued.run_id, state: 'queued', file_name: 'รอคิว.csv', rows: 0 })]);
    expect((await history()).runs[0]).toMatchObject({ id: queued.run_id, outcome: 'failed', under_way: true });
    expect(await runOf(t.app, admin.token, queued.run_id)).toMatchObject({ state: 'queued', phase: null });

    await t.app.jobs.drain();
    expect(await runOf(t.app, admin.token, queued.run_id)).toMatchObject({ state: 'ended', outcome: 'imported', rows_read: 1, inserted: 1, errors: [] });
    expect((await history()).running).toEqual([]);
    expect((await history()).runs[0]).toMatchObject({ id: queued.run_id, outcome: 'imported', under_way: false });
    expect(await t.database.db.selectFrom('import_files').select('run_id').where('run_id', '=', Number(queued.run_id)).execute()).toEqual([]);
  });

  it('keeps a refused file\'s row errors with its run, for the console to show after the job', async () => {
    const res = await upload('code,name,amount,once_only\nW9000888,,100,0\n', { dataset: 'welfare-types', file_name: 'ผิดรอคิว.csv' });
    await t.app.jobs.drain();
    expect(await runOf(t.app, admin.token, res.json().run_id)).toMatchObject({
      state: 'ended', outcome: 'rejected', rejected_rows: 1, error_count: 1, errors: [{ line: 2, column: 'name', reason: MSG.required }],
    });
  });

  it('answers a run no one recorded with 404 in Thai', async () => {
    const res = await staffPost(t.app, endpoints.importRun.path, admin.token, { run_id: '999999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(IMPORT_UPLOAD_TEXT.noSuchRun);
  });
});
