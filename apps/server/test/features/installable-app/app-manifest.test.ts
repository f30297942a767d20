import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortName } from '../../../src/features/installable-app/app-manifest';
import { startTestApp, type TestContext } from '../../support/test-app';

// the shipped logo comes from the web app's files; the built shell is not needed for these
const webPublic = path.resolve(import.meta.dirname, '../../../../web/public');

describe('the web app manifest and its icons', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ webDist: webPublic });
  });
  afterAll(() => t.close());

  const manifest = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    return res.json() as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
  };

  it('installs as a standalone app in the Thai name, opening on the member home', async () => {
    expect(await manifest()).toMatchObject({
      name: 'สหกรณ์ออมทรัพย์',
      short_name: 'สหกรณ์',
      lang: 'th',
      start_url: '/member/welcome',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f5130',
    });
  });

  it("follows the name staff give the cooperative", async () => {
    await t.database.db.insertInto('site_config').values({ key: 'coop_name_th', value: JSON.stringify('สหกรณ์ออมทรัพย์ครูทดสอบ จำกัด') }).execute();
    try {
      expect(await manifest()).toMatchObject({ name: 'สหกรณ์ออมทรัพย์ครูทดสอบ จำกัด', short_name: 'สอ.ครูทดสอบ' });
    } finally {
      await t.database.db.deleteFrom('site_config').where('key', '=', 'coop_name_th').execute();
    }
  });

  it('names 192 and 512 px icons, each for any use and maskable', async () => {
    const { icons } = await manifest();
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  });

  it('serves each icon as a PNG of its size drawn from the logo on a full square', async () => {
    for (const size of [192, 512]) {
      const res = await t.app.inject({ method: 'GET', url: `/app-icon-${size}.png` });
      expect(res.headers['content-type']).toBe('image/png');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: size, height: size });
      const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * size + x) * info.channels, (y * size + x) * info.channels + 3)];
      // a white square to its corners for any mask, and the shipped logo's green ring inside the safe zone
      expect(pixel(0, 0)).toEqual([255, 255, 255]);
      expect(pixel(Math.round(size * 0.24), size / 2)).toEqual([0x1f, 0x51, 0x30]);
    }
  });

  it("draws each portal's icons from its own logo, whatever another portal in the same process drew", async () => {
    const ringPixel = async (app: TestContext['app']) => {
      const res = await app.inject({ method: 'GET', url: '/app-icon-192.png' });
      const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (96 * 192 + Math.round(192 * 0.24)) * info.channels;
      return [...data.subarray(at, at + 3)];
    };
    const withoutLogo = await startTestApp({ webDist: path.join(webPublic, 'no-such-folder') });
    try {
      expect(await ringPixel(withoutLogo.app)).toEqual([255, 255, 255]);
      expect(await ringPixel(t.app)).toEqual([0x1f, 0x51, 0x30]);
    } finally {
      await withoutLogo.close();
    }
  });

  it('shortens the names Thai cooperatives bear', () => {
    expect(shortName('สหกรณ์ออมทรัพย์ตำรวจ จำกัด')).toBe('สอ.ตำรวจ');
    expect(shortName('ชุมนุมสหกรณ์')).toBe('ชุมนุมสหกรณ์');
  });
});
