import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, readConfig } from '../../config';
import { type Db, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { type Services, systemContext } from '../../domain/context';
import type { Calendar } from './cell-values';
import { DATASETS, findDataset } from './datasets';
import type { TextEncodingChoice } from './decode-text';
import { recordImportStart } from './import-run-queries';
import { importWithEvents } from './import-with-events';
import { progressBar } from './progress-bar';

/**
 * `npm run import -- <dataset> <file> [--encoding auto|utf-8|tis-620] [--calendar gregorian|buddhist]` into the
 * configured database (PGlite or DATABASE_URL), in this process (a file of gigabytes is not kept in the database as
 * the console's are), through the function the console's job runs: the same checks, merge and members' events.
 * Exit codes: 0 imported, 1 rows rejected (nothing written), 2 wrong command, 3 the import failed (database, file
 * system).
 */
const USAGE = `usage: npm run import -- <dataset> <file> [--encoding auto|utf-8|tis-620] [--calendar gregorian|buddhist]
datasets, in the order an empty database takes them:
${DATASETS.map((d) => `  ${d.name.padEnd(22)}${d.title}`).join('\n')}
see docs/import.md for each file's columns`;

const ENCODINGS: readonly TextEncodingChoice[] = ['auto', 'utf-8', 'tis-620'];
const CALENDARS: readonly Calendar[] = ['gregorian', 'buddhist'];
const number = (n: number) => n.toLocaleString('en-US');

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

/** Runs the command on the process's arguments, then exits with its code. */
export async function importCommand(servicesFor: (db: Db, config: Config) => Promise<{ services: Services; close: () => void }>): Promise<never> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { encoding: { type: 'string', default: 'auto' }, calendar: { type: 'string', default: 'gregorian' } },
  });
  const [name, file] = positionals;
  const dataset = name ? findDataset(name) : undefined;
  if (!dataset) usage(name ? `unknown dataset: ${name}` : 'no dataset given');
  if (!file) usage('no file given');
  const encoding = values.encoding as TextEncodingChoice;
  const calendar = values.calendar as Calendar;
  if (!ENCODINGS.includes(encoding)) usage(`--encoding must be one of ${ENCODINGS.join(', ')}`);
  if (!CALENDARS.includes(calendar)) usage(`--calendar must be one of ${CALENDARS.join(', ')}`);
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    usage(`cannot read ${file}`);
  }

  const config = readConfig();
  const database = await openDatabase(config, { statementTimeoutMs: 0, poolSize: 2 });
  const bar = progressBar(size);
  let exitCode = 0;
  let closeServices: () => void = () => undefined;
  try {
    await migrateToLatest(database.db);
    const { services, close } = await servicesFor(database.db, config);
    closeServices = close;
    const actor = { kind: 'system' as const, name: os.userInfo().username };
    const context = systemContext(services, `import:${actor.name}`);
    const runId = await database.db
      .transaction()
      .execute((trx) => recordImportStart(trx, { at: context.now(), actor, dataset: dataset.name, fileName: path.basename(file), state: 'running' }));
    const result = await importWithEvents(context, dataset, {
      runId,
      bytes: fs.createReadStream(file, { highWaterMark: 256 * 1024 }),
      encoding,
      calendar,
      onProgress: bar.update,
    });
    bar.done();
    for (const e of result.errors) console.error(`บรรทัด ${e.line}${e.column ? `, คอลัมน์ ${e.column}` : ''}: ${e.reason}`);
    if (result.errorCount > result.errors.length) console.error(`... และอีก ${number(result.errorCount - result.errors.length)} ข้อผิดพลาด`);
    console.log(`dataset:   ${dataset.name} (${dataset.title})
file:      ${file} (${number(result.fileBytes)} bytes, sha256 ${result.sha256})
database:  ${database.kind}
outcome:   ${result.outcome === 'imported' ? 'imported (นำเข้าสำเร็จ)' : 'rejected: nothing written (ไม่ได้นำเข้า มีแถวที่ไม่ผ่านการตรวจ)'}
rows read: ${number(result.rowsRead)}
inserted:  ${number(result.inserted)}
updated:   ${number(result.updated)}
unchanged: ${number(result.unchanged)}
deleted:   ${number(result.deleted)}
rejected:  ${number(result.rejectedRows)} rows, ${number(result.errorCount)} errors
time:      ${(result.ms / 1000).toFixed(1)} s
run:       ${result.runId}`);
    if (result.outcome === 'rejected') exitCode = 1;
  } catch (error) {
    bar.done();
    console.error(`import failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 3;
  } finally {
    closeServices();
    await database.close();
  }
  process.exit(exitCode);
}
