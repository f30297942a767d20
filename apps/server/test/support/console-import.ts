import { endpoints, type ImportRunResponse } from '@coop/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { staffPost } from './staff-requests';

/** A file sent as the console sends it, its options in the query; `token` null sends none. */
export function uploadFile(app: FastifyInstance, token: string | null, bytes: Buffer | string, query: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `${endpoints.importUpload.path}?${new URLSearchParams(query).toString()}`,
    headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload: bytes,
  });
}

/** A run as the console follows it. */
export async function runOf(app: FastifyInstance, token: string, runId: string): Promise<ImportRunResponse> {
  const res = await staffPost(app, endpoints.importRun.path, token, { run_id: runId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A file through the console to its end: uploaded (answered queued), the queued jobs run, then the run as it ended. */
export async function importThroughConsole(app: FastifyInstance, token: string, bytes: Buffer | string, query: Record<string, string>): Promise<ImportRunResponse> {
  const res = await uploadFile(app, token, bytes, query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ state: 'queued' });
  await app.jobs.drain();
  return runOf(app, token, res.json().run_id);
}
