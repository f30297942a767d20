import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { endpoints } from '@coop/contract';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DEPLOY = path.join(ROOT, 'deploy');
const read = (file: string) => fs.readFileSync(path.join(DEPLOY, file), 'utf8');
const hasSystemd = fs.existsSync('/usr/bin/systemd-analyze');
const STREAM = endpoints.notificationStream.path;

/** The files docs/operations.md installs: checked by the tools that will read them where they are here. */
describe('deploy/', () => {
  it.skipIf(!hasSystemd)('holds systemd units that systemd-analyze verify accepts', async () => {
    const units = ['coop-portal.service', 'coop-portal-backup.service', 'coop-portal-backup.timer'].map((unit) => path.join(DEPLOY, unit));
    const { stderr } = await promisify(execFile)('systemd-analyze', ['verify', ...units]);
    expect(stderr).toBe('');
  });

  it('runs the built server and the built backup command, which the build makes', () => {
    expect(read('coop-portal.service')).toContain('ExecStart=/usr/bin/node apps/server/dist/server.js');
    expect(read('coop-portal-backup.service')).toContain('ExecStart=/usr/bin/node apps/server/dist/backup.js');
    const build = fs.readFileSync(path.join(ROOT, 'apps/server/build.mjs'), 'utf8');
    expect(build).toContain("server: 'src/server.ts'");
    expect(build).toContain("backup: 'src/commands/backup.ts'");
  });

  it("passes nginx's notification stream unbuffered and uncompressed", () => {
    const block = new RegExp(`location = ${STREAM} \\{([^}]*)\\}`).exec(read('nginx/coop-portal.conf'))?.[1] ?? '';
    expect(block).toContain('proxy_buffering off;');
    expect(block).toContain('gzip off;');
  });

  it("flushes Caddy's notification stream as written, outside the encoded handle", () => {
    const caddy = read('caddy/Caddyfile');
    expect(caddy).toContain(`@stream path ${STREAM}`);
    expect(/handle @stream \{[^]*?flush_interval -1[^]*?\n\t\}/.exec(caddy)?.[0]).not.toContain('encode');
  });

  it("replaces the portal's own HSTS header in nginx rather than sending two", () => {
    expect(read('nginx/coop-portal.conf')).toContain('proxy_hide_header Strict-Transport-Security;');
  });

  it.each(['nginx/coop-portal.conf', 'caddy/Caddyfile'])('%s sets HSTS and sends the request id the log carries', (file) => {
    expect(read(file)).toMatch(/Strict-Transport-Security "max-age=63072000; includeSubDomains"/);
    expect(read(file)).toMatch(/X-Request-Id/);
  });
});
