import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../../src/http/request-id';

const withHeader = (id: string) => ({ headers: { 'x-request-id': id } }) as unknown as IncomingMessage;

describe('request ids', () => {
  it("take the trusted proxy's id, so its access log and the server's join", () => {
    expect(requestIdOf(true)(withHeader('5f0e3c1a9b7d4e2f8a6c0b1d3e5f7a9c'))).toBe('5f0e3c1a9b7d4e2f8a6c0b1d3e5f7a9c');
  });

  it('ignore an id a client sent where no proxy is trusted', () => {
    expect(requestIdOf(false)(withHeader('5f0e3c1a9b7d4e2f8a6c0b1d3e5f7a9c'))).not.toBe('5f0e3c1a9b7d4e2f8a6c0b1d3e5f7a9c');
  });

  it('ignore an id that is not one a proxy makes', () => {
    expect(requestIdOf(true)(withHeader('"}\n{"level":60'))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
