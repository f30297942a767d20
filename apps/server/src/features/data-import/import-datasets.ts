import type { ImportDatasetsResponse } from '@coop/contract';
import type { DbKind } from '../../db/database';
import { DATASETS } from './datasets';
import { uploadMaxBytes } from './upload-limit';

/** The datasets a file may fill, in the order an empty database takes them, with each one's columns; the upload's cap on `kind`. */
export async function importDatasets(kind: DbKind): Promise<ImportDatasetsResponse> {
  return {
    datasets: DATASETS.map((d) => ({ name: d.name, title: d.title, columns: d.columns.map((c) => c.name) })),
    database: kind,
    max_bytes: uploadMaxBytes(kind),
  };
}
