import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal, serverOptions } from '../../src/app';
import { readConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { openTestDatabase } from '../support/test-database';

describe('unexpected failures', () => {
  let database: DatabaseHandle;
  const fastify = Fastify(serverOptions(readConfig({}), false));
  beforeAll(async () => {
    database = await openTestDatabase();
    await fastify.register(portal, { db: database.db, dbKind: database.kind, config: { ...readConfig({}), webDist: undefined, webRenderer: undefined } });
    fastify.get('/api/test/explode', async () => {
      throw new Error('connection to 10.0.0.5 refused: password for user "admin" is hunter2');
    });
    fastify.get('/api/test/database-restarting', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    await database.close();
  });

  it('answer 500 in Thai without revealing the cause', async () => {
    const res = await fastify.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ rc_code: '0', code: 'SERVER_ERROR', error: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในภายหลัง', request_id: res.headers['x-request-id'] });
    expect(res.body).not.toContain('hunter2');
  });

  it('answer 503 DATABASE_UNAVAILABLE with Retry-After when the database cannot be reached', async () => {
    const res = await fastify.inject({ method: 'GET', url: '/api/test/database-restarting' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      rc_code: '0',
      code: 'DATABASE_UNAVAILABLE',
      error: 'ขออภัย ระบบไม่สามารถเชื่อมต่อฐานข้อมูลได้ชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
      request_id: res.headers['x-request-id'],
    });
  });
});
