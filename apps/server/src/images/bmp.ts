/**
 * A reader of Windows bitmaps, which sharp (libvips without ImageMagick) cannot open: uncompressed 1, 4, 8, 16, 24
 * and 32 bits per pixel, with palette or bit-field masks, bottom-up or top-down. Run-length and embedded JPEG/PNG
 * bitmaps are refused; no camera or phone makes them. The size is read from the header and checked by the caller's
 * `maxPixels` before any pixel memory is taken.
 */

export interface RawImage {
  /** RGB, three bytes a pixel, rows top to bottom. */
  data: Buffer;
  width: number;
  height: number;
}

export class BmpError extends Error {
  constructor(readonly reason: 'damaged' | 'unsupported' | 'too-many-pixels') {
    super(`bmp ${reason}`);
  }
}

const FILE_HEADER = 14;
const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

/** The width and height a bitmap's header states (height positive), or a BmpError. */
export function bmpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < FILE_HEADER + 40 || bytes.toString('latin1', 0, 2) !== 'BM') throw new BmpError('damaged');
  const headerSize = bytes.readUInt32LE(14);
  // the 12-byte OS/2 header has 16-bit sizes and no compression field; none of today's programs writes it
  if (headerSize < 40) throw new BmpError('unsupported');
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  if (width < 1 || height < 1) throw new BmpError('damaged');
  return { width, height };
}

/** Where a mask's lowest bit sits and how many bits it has, to scale its value to 0–255. */
function maskReader(mask: number): (value: number) => number {
  if (mask === 0) return () => 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  let bits = 0;
  while (bits + shift < 32 && ((mask >>> (shift + bits)) & 1) === 1) bits += 1;
  const max = 2 ** bits - 1;
  return (value) => Math.round((((value & mask) >>> shift) * 255) / max);
}

/** Decodes a bitmap to RGB, refusing one with more than `maxPixels` pixels before reading its pixels. */
export function decodeBmp(bytes: Buffer, maxPixels: number): RawImage {
  const { width, height } = bmpSize(bytes);
  if (width * height > maxPixels) throw new BmpError('too-many-pixels');
  const headerSize = bytes.readUInt32LE(14);
  const topDown = bytes.readInt32LE(22) < 0;
  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const pixelOffset = bytes.readUInt32LE(10);
  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) throw new BmpError('unsupported');
  const bitFields = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS;
  if (compression !== BI_RGB && !(bitFields && (bitsPerPixel === 16 || bitsPerPixel === 32))) throw new BmpError('unsupported');
  if (pixelOffset < FILE_HEADER + headerSize || pixelOffset + rowBytes * height > bytes.length) throw new BmpError('damaged');

  let palette: Buffer | undefined;
  if (bitsPerPixel <= 8) {
    const colours = bytes.readUInt32LE(46) || 2 ** bitsPerPixel;
    const start = FILE_HEADER + headerSize;
    if (colours > 2 ** bitsPerPixel || start + colours * 4 > pixelOffset) throw new BmpError('damaged');
    palette = bytes.subarray(start, start + colours * 4);
  }
  // the masks sit in the header from version 2 on, or just after a 40-byte header
  const masksAt = FILE_HEADER + 40;
  if (bitFields && masksAt + 12 > pixelOffset) throw new BmpError('damaged');
  const defaultMasks = bitsPerPixel === 16 ? [0x7c00, 0x03e0, 0x001f] : [0xff0000, 0x00ff00, 0x0000ff];
  const masks = bitFields ? [0, 4, 8].map((o) => bytes.readUInt32LE(masksAt + o)) : defaultMasks;
  const [red, green, blue] = masks.map(maskReader) as [(v: number) => number, (v: number) => number, (v: number) => number];

  const data = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row += 1) {
    const source = pixelOffset + (topDown ? row : height - 1 - row) * rowBytes;
    let out = row * width * 3;
    for (let x = 0; x < width; x += 1, out += 3) {
      if (palette) {
        const bitOffset = x * bitsPerPixel;
        const byte = bytes[source + (bitOffset >> 3)] ?? 0;
        const index = (byte >> (8 - bitsPerPixel - (bitOffset & 7))) & (2 ** bitsPerPixel - 1);
        // an index past the palette is damage in the file; black is what viewers show
        const entry = index * 4 < palette.length ? index * 4 : -1;
        data[out] = entry < 0 ? 0 : palette[entry + 2]!;
        data[out + 1] = entry < 0 ? 0 : palette[entry + 1]!;
        data[out + 2] = entry < 0 ? 0 : palette[entry]!;
      } else if (bitsPerPixel === 24) {
        const at = source + x * 3;
        data[out] = bytes[at + 2]!;
        data[out + 1] = bytes[at + 1]!;
        data[out + 2] = bytes[at]!;
      } else {
        const value = bitsPerPixel === 16 ? bytes.readUInt16LE(source + x * 2) : bytes.readUInt32LE(source + x * 4);
        data[out] = red(value);
        data[out + 1] = green(value);
        data[out + 2] = blue(value);
      }
    }
  }
  return { data, width, height };
}
