import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import type { DomainContext } from '../../domain/context';
import { identityFile } from '../../site/identity-images';
import { SHIPPED_LOGO_URL } from '../../site/site-defaults';

/** The sizes the manifest names: Android's home screen and its splash screen. */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** The path each size is served at. */
export const appIconPath = (size: AppIconSize) => `/app-icon-${size}.png`;

/**
 * A maskable icon's safe zone is the circle of 80% of its side (W3C manifest spec): a square logo inside it may take
 * 0.8 / √2 of the side. A little less keeps its corners off the edge of a round mask.
 */
const LOGO_SHARE = 0.55;

/** The logo the site shows now: staff's upload, the operator's file, or the one shipped with the web app. */
async function currentLogo(context: DomainContext, logoUrl: string): Promise<Buffer | undefined> {
  const { siteDefaults, config } = context;
  if (siteDefaults.logo && logoUrl === siteDefaults.logo.url) return siteDefaults.logo.bytes;
  const file = logoUrl.startsWith('/mediafiles/identity/')
    ? identityFile(config.dataDir, logoUrl)
    : logoUrl === SHIPPED_LOGO_URL && config.webDist
      ? path.join(config.webDist, SHIPPED_LOGO_URL)
      : undefined;
  return file ? fs.readFile(file).catch(() => undefined) : undefined;
}

/** The logo centred on a white square, as PNG; a plain square when the logo cannot be read. */
async function drawIcon(logo: Buffer | undefined, size: number): Promise<Buffer> {
  const base = sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } });
  if (!logo) return base.png().toBuffer();
  const inner = Math.round(size * LOGO_SHARE);
  // an SVG is drawn at the density that gives the icon's size, not scaled up from its own
  const picture = await sharp(logo, { density: 300 }).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return base.composite([{ input: picture, gravity: 'centre' }]).png({ compressionLevel: 9 }).toBuffer();
}

/** Icons drawn, per deployment's settings: where the logo is read from is part of what an icon is drawn from. */
const drawnFor = new WeakMap<DomainContext['config'], Map<string, Promise<Buffer>>>();

/** The icon of a size for the logo of now, drawn once per logo and size. */
export async function appIcon(context: DomainContext, size: AppIconSize): Promise<Buffer> {
  const site = await readSiteConfig(context.db, context.siteDefaults.site);
  const key = `${site.logo_url}@${size}`;
  let drawn = drawnFor.get(context.config);
  if (!drawn) {
    drawn = new Map();
    drawnFor.set(context.config, drawn);
  }
  let icon = drawn.get(key);
  if (!icon) {
    icon = currentLogo(context, site.logo_url).then((logo) => drawIcon(logo, size));
    const cache = drawn;
    icon.catch(() => cache.delete(key));
    // a new logo replaces the old one's icons rather than piling up beside them
    if (drawn.size >= APP_ICON_SIZES.length * 2) drawn.clear();
    drawn.set(key, icon);
  }
  return icon;
}

/** A short mark of the logo, so the manifest's icon addresses change when the logo does. */
export const logoVersion = (logoUrl: string) => createHash('sha256').update(logoUrl).digest('hex').slice(0, 12);
