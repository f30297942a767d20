import { ADMIN_IMPORT_PATHS, ErrorResponses, ImportDatasetsResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATASETS } from '../datasets';
import { uploadMaxBytes } from '../upload-limit';

/** The datasets a file may fill, in the order an empty database takes them, with each one's columns; the upload's cap. */
const importDatasets: FastifyPluginAsyncTypebox = async (app) => {
  const answer = {
    datasets: DATASETS.map((d) => ({ name: d.name, title: d.title, columns: d.columns.map((c) => c.name) })),
    database: app.dbKind,
    max_bytes: uploadMaxBytes(app.dbKind),
  };
  app.post(ADMIN_IMPORT_PATHS.datasets, { schema: { body: NoInput, response: { 200: ImportDatasetsResponse, ...ErrorResponses } } }, async () => answer);
};
export default importDatasets;
