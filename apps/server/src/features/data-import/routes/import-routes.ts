import type { FastifyPluginAsync } from 'fastify';
import { RunningImports } from '../running-imports';
import datasets from './import-datasets';
import history from './import-history';
import upload from './import-upload';

/**
 * The core banking import in the console (issue 15 item 4, decision 029): the datasets, an upload that runs
 * `importFile` on the request's own byte stream, and the history. Registered among the admin-only routes.
 */
const importRoutes: FastifyPluginAsync = async (app) => {
  const running = new RunningImports();
  await app.register(datasets);
  await app.register(upload, { running });
  await app.register(history, { running });
};
export default importRoutes;
