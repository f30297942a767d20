import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { damagedImage, openCheckedImage } from '../images/checked-image';

/** The logo is drawn at most 80 px high on every page; signatures 120 px wide in documents: twice that and more is plenty. */
const SIZES = { logo: { width: 512, height: 512 }, signature: { width: 800, height: 320 } } as const;
const MAX_PIXELS = 40_000_000;

/** Uploaded pictures of the cooperative's identity, under the public uploads root by names no one can guess. */
export const identityDir = (dataDir: string) => path.join(dataDir, 'mediafiles', 'identity');

/**
 * A logo or a signature: checked by content (PNG, JPEG, GIF or BMP) as every upload, turned upright, shrunk to fit
 * and made a new PNG without metadata (a PNG keeps a transparent background, which a logo on a coloured header and a
 * signature over a form need).
 */
export async function makeIdentityImage(kind: keyof typeof SIZES, bytes: Buffer): Promise<Buffer> {
  const { image } = await openCheckedImage(bytes, MAX_PIXELS);
  let png: Buffer;
  try {
    png = await image.resize(SIZES[kind].width, SIZES[kind].height, { fit: 'inside', withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
  } catch {
    throw damagedImage();
  }
  return png;
}

/** A new identity picture's public path, by a name no one can guess. */
export const newIdentityImagePath = (): string => `/mediafiles/identity/${randomBytes(16).toString('hex')}.png`;

/** The file behind an uploaded identity picture's public path (the path is checked by the contract's pattern). */
export const identityFile = (dataDir: string, publicPath: string) => path.join(identityDir(dataDir), path.basename(publicPath));
