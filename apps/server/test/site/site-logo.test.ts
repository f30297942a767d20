import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, loadSiteLogo } from '../../src/site/site-logo';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-site-logo-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const png = path.resolve(import.meta.dirname, '../../assets/mediafiles/images/Utils/icon/file.png');
const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

describe('loadSiteLogo', () => {
  it('takes a PNG by its content, under a URL named by a hash of it', async () => {
    const logo = await loadSiteLogo(png);
    expect(logo.contentType).toBe('image/png');
    expect(logo.url).toMatch(/^\/mediafiles\/site\/logo-[0-9a-f]{16}\.png$/);
    expect(logo.bytes.equals(fs.readFileSync(png))).toBe(true);
  });

  it('takes an SVG, with or without an XML declaration', async () => {
    const plain = await loadSiteLogo(write('plain.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'));
    const declared = await loadSiteLogo(write('declared.svg', '<?xml version="1.0"?>\n<!-- ตรา -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect([plain.contentType, declared.contentType]).toEqual(['image/svg+xml', 'image/svg+xml']);
    expect(plain.url).toMatch(/\.svg$/);
    expect(plain.url).not.toBe(declared.url);
  });

  it('refuses a file that is no image, whatever its name', async () => {
    const file = write('logo.png', 'a note, not a picture');
    await expect(loadSiteLogo(file)).rejects.toThrow(`The cooperative's logo (${file}) is not a PNG, JPEG, GIF, WebP or SVG image`);
  });

  it('refuses an image of a type a browser may not show as a logo', async () => {
    const file = write('logo.tif', Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0, 0, 0, 0]));
    await expect(loadSiteLogo(file)).rejects.toThrow(/is not a PNG, JPEG, GIF, WebP or SVG image/);
  });

  it('refuses a file over 1 MB', async () => {
    const file = write('huge.png', Buffer.concat([fs.readFileSync(png), Buffer.alloc(LOGO_MAX_BYTES)]));
    await expect(loadSiteLogo(file)).rejects.toThrow(/is larger than 1 MB/);
  });

  it('says when the file cannot be read', async () => {
    await expect(loadSiteLogo(path.join(dir, 'absent.png'))).rejects.toThrow(/absent\.png\) cannot be read: ENOENT/);
  });
});
