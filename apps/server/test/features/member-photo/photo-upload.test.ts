import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { MEMBER_PHOTO_MAX_BYTES } from '@coop/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PHOTO } from '../../../src/features/member-photo/own-photo';
import { PHOTO_SAVED } from '../../../src/features/member-photo/photo-change';
import { PHOTO_TEXT } from '../../../src/features/member-photo/photo-image';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 40, b: 220 };

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A body as the web sends it: the whole picture as the crop unless told otherwise. */
function uploadBody(bytes: Buffer, crop = { x: 0, y: 0, width: 1, height: 1 }, type = 'image/png') {
  return {
    image: dataUrl(bytes, type),
    name: 'รูปของฉัน.png',
    croppedArea: { x: 0, y: 0, width: 100, height: 100 },
    croppedAreaPixels: crop,
  };
}

/** A picture of one colour, in the format asked. */
const plain = (width: number, height: number, colour: object, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: colour } })[format]().toBuffer();

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming `width` × `height` RGB pixels, with only a first scrap of their data. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

/** An uncompressed 24-bit bottom-up BMP, left half `left`, right half `right`. */
function bmp(width: number, height: number, left: typeof RED, right: typeof RED): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowBytes * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = x < width / 2 ? left : right;
      file.set([c.b, c.g, c.r], 54 + y * rowBytes + x * 3);
    }
  }
  return file;
}

/** A copy of a BMP with one 32-bit header field changed (offset 18 width, 22 height, 30 compression). */
function patched(file: Buffer, at: number, value: number): Buffer {
  const copy = Buffer.from(file);
  copy.writeInt32LE(value, at);
  return copy;
}

/** The mean colour of a stored picture, to tell which part of the original was kept. */
async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return { r: Math.round(channels[0]!.mean), g: Math.round(channels[1]!.mean), b: Math.round(channels[2]!.mean) };
}

const near = (actual: { r: number; g: number; b: number }, expected: typeof RED) =>
  Math.abs(actual.r - expected.r) < 12 && Math.abs(actual.g - expected.g) < 12 && Math.abs(actual.b - expected.b) < 12;

const getPhoto = (app: FastifyInstance, token: string | undefined, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/member/photo', headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('POST /api/member/wwwupload and GET /api/member/photo', () => {
  let t: TestContext;
  let dataDir: string;
  const photoDir = () => path.join(dataDir, 'member-photos');
  const storedFiles = () => (fs.existsSync(photoDir()) ? fs.readdirSync(photoDir()) : []);

  /** A new member of this test, logged in. */
  async function newMember(): Promise<{ no: string; token: string }> {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    return { no, token: await loginToken(t.app, no) };
  }

  const upload = (token: string | undefined, body: unknown) => memberPost(t.app, '/api/member/wwwupload', token, body);

  const storedRow = (no: string) => t.database.db.selectFrom('member_photos').selectAll().where('membership_no', '=', no).executeTakeFirst();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-photo-test-'));
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the cropped picture as a JPEG of at most 512 × 512 and answers it to its owner only, uncached', async () => {
    const { no, token } = await newMember();
    const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: RED } })
      .composite([{ input: await plain(800, 1000, BLUE), left: 800, top: 0 }])
      .png()
      .toBuffer();
    const res = await upload(token, uploadBody(picture, { x: 900, y: 100, width: 700, height: 700 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '1', rc_des: PHOTO_SAVED });

    const photo = await getPhoto(t.app, token);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const row = await storedRow(no);
    expect(photo.headers.etag).toBe(`"${row!.sha256}"`);
    expect(row!.original_name).toBe('รูปของฉัน.png');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);
    // the crop lay in the blue right half
    expect(near(await meanColour(photo.rawPayload), BLUE)).toBe(true);

    const again = await getPhoto(t.app, token, { 'if-none-match': photo.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('drops the EXIF of a JPEG (GPS position and all) and turns the picture upright first', async () => {
    const { no, token } = await newMember();
    // stored 40 × 20, red left and blue right; orientation 6 shows it turned a quarter clockwise: 20 × 40, red on top
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: RED } })
      .composite([{ input: await plain(20, 20, BLUE), left: 20, top: 0 }])
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(sideways).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.orientation).toBe(6);

    const res = await upload(token, uploadBody(sideways, { x: 0, y: 20, width: 20, height: 20 }, 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const row = await storedRow(no);
    const stored = fs.readFileSync(path.join(photoDir(), row!.file_name));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('TestCam')).toBe(false);
    // the bottom of the upright picture is blue
    expect(near(await meanColour(stored), BLUE)).toBe(true);
  });

  it('takes a GIF and an uncompressed BMP by their content', async () => {
    const { token } = await newMember();
    expect((await upload(token, uploadBody(await plain(30, 30, BLUE, 'gif'), { x: 5, y: 5, width: 20, height: 20 }, 'image/gif'))).statusCode).toBe(200);
    expect(near(await meanColour((await getPhoto(t.app, token)).rawPayload), BLUE)).toBe(true);

    const res = await upload(token, uploadBody(bmp(41, 30, RED, BLUE), { x: 0, y: 0, width: 20, height: 30 }, 'image/bmp'));
    expect(res.statusCode).toBe(200);
    expect(near(await meanColour((await getPhoto(t.app, token)).rawPayload), RED)).toBe(true);
  });

  it('replaces the previous photo and deletes its file', async () => {
    const { no, token } = await newMember();
    expect((await upload(token, uploadBody(await plain(50, 50, RED), { x: 0, y: 0, width: 50, height: 50 }))).statusCode).toBe(200);
    const first = (await storedRow(no))!.file_name;
    expect(storedFiles()).toContain(first);

    expect((await upload(token, uploadBody(await plain(50, 50, BLUE), { x: 0, y: 0, width: 50, height: 50 }))).statusCode).toBe(200);
    const second = (await storedRow(no))!.file_name;
    expect(second).not.toBe(first);
    expect(storedFiles()).toContain(second);
    expect(storedFiles()).not.toContain(first);
    expect(near(await meanColour((await getPhoto(t.app, token)).rawPayload), BLUE)).toBe(true);
  });

  it("never answers another member's photo: the route takes no member number", async () => {
    const a = await newMember();
    const b = await newMember();
    expect((await upload(a.token, uploadBody(await plain(50, 50, RED), { x: 0, y: 0, width: 50, height: 50 }))).statusCode).toBe(200);

    const none = await getPhoto(t.app, b.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ rc_code: '0', code: 'NO_PHOTO', error: NO_PHOTO });
    // asking for A by number is not a thing the route reads
    expect((await t.app.inject({ method: 'GET', url: `/api/member/photo?membership_no=${a.no}`, headers: { authorization: `Bearer ${b.token}` } })).statusCode).toBe(404);

    expect((await upload(b.token, uploadBody(await plain(50, 50, BLUE), { x: 0, y: 0, width: 50, height: 50 }))).statusCode).toBe(200);
    expect(near(await meanColour((await getPhoto(t.app, b.token)).rawPayload), BLUE)).toBe(true);
    expect(near(await meanColour((await getPhoto(t.app, a.token)).rawPayload), RED)).toBe(true);
  });

  it('refuses both routes without a session', async () => {
    const before = storedFiles().length;
    const res = await upload(undefined, uploadBody(await plain(10, 10, RED)));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
    expect((await getPhoto(t.app, undefined)).statusCode).toBe(401);
    expect(storedFiles()).toHaveLength(before);
  });

  describe('refuses bad pictures in Thai and changes nothing', () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const cases: [string, () => Promise<unknown>, number, string][] = [
      ['a text file named .png', async () => uploadBody(Buffer.from('just some text, not a picture\n'.repeat(20))), 400, PHOTO_TEXT.notImage],
      [
        'a polyglot: PNG magic bytes, then HTML and script',
        async () => uploadBody(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', Buffer.alloc(13)), html])),
        400,
        PHOTO_TEXT.damaged,
      ],
      ['a PNG cut off in its pixel data', async () => uploadBody((await plain(300, 300, RED)).subarray(0, 120)), 400, PHOTO_TEXT.damaged],
      ['an SVG, which can carry script', async () => uploadBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 400, PHOTO_TEXT.notImage],
      ['a WebP, not among the types taken', async () => uploadBody(await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } }).webp().toBuffer()), 400, PHOTO_TEXT.notImage],
      ['a file over 5 MB', async () => uploadBody(Buffer.concat([await plain(10, 10, RED), Buffer.alloc(MEMBER_PHOTO_MAX_BYTES)])), 413, PHOTO_TEXT.tooLarge],
      ['a run-length BMP', async () => uploadBody(patched(bmp(4, 4, RED, BLUE), 30, 1)), 400, PHOTO_TEXT.bmpUnsupported],
      ['a BMP claiming 20,000 × 20,000 pixels', async () => uploadBody(patched(patched(bmp(4, 4, RED, BLUE), 18, 20_000), 22, 20_000)), 400, PHOTO_TEXT.tooManyPixels],
      ['a crop outside the picture', async () => uploadBody(await plain(100, 80, RED), { x: 50, y: 0, width: 60, height: 60 }), 400, PHOTO_TEXT.cropOutside],
      ['a crop below the picture', async () => uploadBody(await plain(100, 80, RED), { x: 0, y: 30, width: 60, height: 60 }), 400, PHOTO_TEXT.cropOutside],
      ['an image that is not a data URL', async () => ({ ...uploadBody(await plain(10, 10, RED)), image: 'https://example.com/me.png' }), 400, PHOTO_TEXT.notDataUrl],
      ['base64 with characters it cannot hold', async () => ({ ...uploadBody(await plain(10, 10, RED)), image: 'data:image/png;base64,iVBOR*w0KGgo=' }), 400, PHOTO_TEXT.notDataUrl],
    ];
    it.each(cases)('%s', async (_case, body, status, message) => {
      const { no, token } = await newMember();
      const before = storedFiles().length;
      const res = await upload(token, await body());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ rc_code: '0', error: message });
      expect(await storedRow(no)).toBeUndefined();
      expect(storedFiles()).toHaveLength(before);
    });

    it('refuses a PNG header claiming 20,000 × 20,000 pixels from its header, at once', async () => {
      const { no, token } = await newMember();
      const bomb = pngHeaderOnly(20_000, 20_000);
      expect(bomb.length).toBeLessThan(2048);
      const started = performance.now();
      const res = await upload(token, uploadBody(bomb, { x: 0, y: 0, width: 100, height: 100 }));
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS', error: PHOTO_TEXT.tooManyPixels });
      expect(await storedRow(no)).toBeUndefined();
    });

    it('refuses a body over the route limit with a Thai 413', async () => {
      const { token } = await newMember();
      const res = await upload(token, { ...uploadBody(await plain(10, 10, RED)), image: `data:image/png;base64,${'A'.repeat(8 * 1024 * 1024)}` });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ rc_code: '0', code: 'BODY_TOO_LARGE' });
    });

    it.each([
      ['no fields', {}],
      ['no crop', { image: 'data:image/png;base64,AAAA', name: 'a.png', croppedArea: { x: 0, y: 0, width: 100, height: 100 } }],
      ['a crop of fractions', { ...uploadBody(Buffer.alloc(3)), croppedAreaPixels: { x: 0.5, y: 0, width: 10, height: 10 } }],
      ['an empty crop', { ...uploadBody(Buffer.alloc(3)), croppedAreaPixels: { x: 0, y: 0, width: 0, height: 10 } }],
      ['a negative crop', { ...uploadBody(Buffer.alloc(3)), croppedAreaPixels: { x: -1, y: 0, width: 10, height: 10 } }],
      ['a crop in strings', { ...uploadBody(Buffer.alloc(3)), croppedAreaPixels: { x: '0', y: '0', width: '10', height: '10' } }],
      ['a percentage over 100', { ...uploadBody(Buffer.alloc(3)), croppedArea: { x: 0, y: 0, width: 150, height: 100 } }],
      ['an image that is a number', { ...uploadBody(Buffer.alloc(3)), image: 12 }],
    ])('answers 400 VALIDATION in Thai for %s', async (_case, body) => {
      const { token } = await newMember();
      const res = await upload(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ rc_code: '0', code: 'VALIDATION' });
      expect(res.json().error).toMatch(/ไม่ถูกต้อง/);
    });
  });
});
