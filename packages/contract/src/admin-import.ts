import { Type, type Static } from 'typebox';
import { endpoint, staffRoles } from './endpoint';
import { PageInfo } from './info-paging';
import { NoInput } from './no-input';
import { Nullable } from './nullable';

/** The largest file the console takes; bigger files go through `npm run import` on the server. */
export const IMPORT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** The same on the embedded database (PGlite), whose one connection the import's merge holds (decision 036). */
export const IMPORT_UPLOAD_EMBEDDED_MAX_BYTES = 1024 * 1024;
export const IMPORT_HISTORY_PAGE_SIZE = 20;

export const ImportEncoding = Type.Union([Type.Literal('auto'), Type.Literal('utf-8'), Type.Literal('tis-620')]);
export type ImportEncoding = Static<typeof ImportEncoding>;
export const ImportCalendar = Type.Union([Type.Literal('gregorian'), Type.Literal('buddhist')]);
export type ImportCalendar = Static<typeof ImportCalendar>;

export const ImportDataset = Type.Object({ name: Type.String(), title: Type.String(), columns: Type.Array(Type.String()) });
export type ImportDataset = Static<typeof ImportDataset>;
export const ImportDatasetsResponse = Type.Object({
  datasets: Type.Array(ImportDataset),
  /** The database the portal runs on, and the largest file its console import takes there (the page says so first). */
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  max_bytes: Type.Integer(),
});
export type ImportDatasetsResponse = Static<typeof ImportDatasetsResponse>;

export const ImportUploadQuery = Type.Object(
  {
    dataset: Type.String({ pattern: '^[a-z][a-z-]{0,39}$' }),
    /** The name the file had on the staff member's computer, for the history. */
    file_name: Type.String({ minLength: 1, maxLength: 255, pattern: '^[^\\u0000-\\u001f\\u007f/\\\\]+$' }),
    encoding: Type.Optional(ImportEncoding),
    calendar: Type.Optional(ImportCalendar),
  },
  { additionalProperties: false },
);
export type ImportUploadQuery = Static<typeof ImportUploadQuery>;

/** One reason a row was refused: its line in the file (1 is the header), the column, and why, in Thai. */
export const ImportRowError = Type.Object({ line: Type.Integer(), column: Type.String(), reason: Type.String() });
export type ImportRowError = Static<typeof ImportRowError>;

/** What a run did to the rows of its file. */
const RowCounts = {
  rows_read: Type.Integer(),
  inserted: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  deleted: Type.Integer(),
};

/** A run waits for its job (`queued`), runs, then has `ended` with its outcome (decision 058). */
export const ImportRunState = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('ended')]);
export type ImportRunState = Static<typeof ImportRunState>;
export const ImportPhase = Type.Union([Type.Literal('reading'), Type.Literal('checking'), Type.Literal('writing')]);
export type ImportPhase = Static<typeof ImportPhase>;
/** `imported` (all written), `rejected` (nothing written; the errors say why) or `failed` (the server could not finish). */
export const ImportOutcome = Type.Union([Type.Literal('imported'), Type.Literal('rejected'), Type.Literal('failed')]);
export type ImportOutcome = Static<typeof ImportOutcome>;

/** What the upload answers once the file is kept: the run it recorded, queued; a job checks and writes it. */
export const ImportUploadResponse = Type.Object({
  run_id: Type.String(),
  state: ImportRunState,
  dataset: Type.String(),
  file_name: Type.String(),
  sha256: Type.String(),
  file_bytes: Type.Integer(),
});
export type ImportUploadResponse = Static<typeof ImportUploadResponse>;

export const ImportRunBody = Type.Object({ run_id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) }, { additionalProperties: false });
export type ImportRunBody = Static<typeof ImportRunBody>;

/** One run as the console follows it: its state and progress while under way, then what it did and the row errors. */
export const ImportRunResponse = Type.Object({
  run_id: Type.String(),
  state: ImportRunState,
  /** While running: how far it has gone. */
  phase: Nullable(ImportPhase),
  progress_rows: Type.Integer(),
  /** Final once `state` is `ended`. */
  outcome: ImportOutcome,
  dataset: Type.String(),
  file_name: Type.String(),
  sha256: Type.String(),
  file_bytes: Type.Integer(),
  ...RowCounts,
  rejected_rows: Type.Integer(),
  error_count: Type.Integer(),
  /** In file order; at most the first 1,000 (error_count counts them all). */
  errors: Type.Array(ImportRowError),
  /** From the upload to the end of the run. */
  ms: Type.Integer(),
});
export type ImportRunResponse = Static<typeof ImportRunResponse>;

export const ImportHistoryBody = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) }, { additionalProperties: false });
export type ImportHistoryBody = Static<typeof ImportHistoryBody>;

export const ImportRun = Type.Object({
  id: Type.String(),
  started_at: Type.String(),
  finished_at: Type.String(),
  /** `staff` (the console) or `system` (the command line). */
  actor_kind: Type.String(),
  actor: Type.String(),
  dataset: Type.String(),
  dataset_title: Type.String(),
  file_name: Type.String(),
  file_sha256: Type.String(),
  file_bytes: Type.Integer(),
  ...RowCounts,
  /** A run is recorded `failed` until it ends; one queued or running (its job alive) is under way. */
  outcome: ImportOutcome,
  error_count: Type.Integer(),
  under_way: Type.Boolean(),
});
export type ImportRun = Static<typeof ImportRun>;

/** An import queued or running now, in any process, as far as it has gone. */
export const RunningImport = Type.Object({
  run_id: Type.String(),
  started_at: Type.String(),
  actor: Type.String(),
  dataset: Type.String(),
  dataset_title: Type.String(),
  file_name: Type.String(),
  state: Type.Union([Type.Literal('queued'), Type.Literal('running')]),
  phase: Nullable(ImportPhase),
  file_bytes: Type.Integer(),
  rows: Type.Integer(),
});
export type RunningImport = Static<typeof RunningImport>;

export const ImportHistoryResponse = Type.Object({ running: Type.Array(RunningImport), runs: Type.Array(ImportRun), ...PageInfo });
export type ImportHistoryResponse = Static<typeof ImportHistoryResponse>;

/** The staff console's core banking import (issue 15 item 4, decision 029): admins only. */
export const adminImportEndpoints = {
  importDatasets: endpoint({ method: 'POST', path: '/api/admin/import/datasets', access: staffRoles('admin'), body: NoInput, response: ImportDatasetsResponse }),
  /** The file itself is the body (`application/octet-stream`); what it is goes in the query. */
  importUpload: endpoint({ method: 'POST', path: '/api/admin/import/upload', access: staffRoles('admin'), query: ImportUploadQuery, response: ImportUploadResponse }),
  /** One run, followed by the console from its upload to its end. */
  importRun: endpoint({ method: 'POST', path: '/api/admin/import/run', access: staffRoles('admin'), body: ImportRunBody, response: ImportRunResponse }),
  importHistory: endpoint({ method: 'POST', path: '/api/admin/import/history', access: staffRoles('admin'), body: ImportHistoryBody, response: ImportHistoryResponse }),
};
