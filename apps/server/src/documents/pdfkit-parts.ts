import path from 'node:path';
import type { SiteConfig } from '@coop/contract';
import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { THAI_TEXT_FEATURES } from './thai-text-features';

type Doc = InstanceType<typeof PDFDocument>;

/** The shipped Thai faces, as `regular` and `bold`, for documents drawn with pdfkit directly. */
export function registerThaiFonts(doc: Doc, assetsDir: string): void {
  const font = (name: string) => path.join(assetsDir, 'fonts', name);
  doc.registerFont('regular', font('Loma.ttf'));
  doc.registerFont('bold', font('Loma-Bold.ttf'));
}

/** A QR code of `text` drawn as squares, `size` points wide, with its quiet zone inside that width. */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 4);
  doc.save().fillColor('black');
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) doc.rect(x + (c + 2) * cell, y + (r + 2) * cell, cell, cell);
  }
  doc.fill().restore();
}

/** Logos pdfkit can draw: PNG and JPEG (an SVG or WebP logo leaves the letterhead to the names). */
const drawable = (logo: { contentType: string; bytes: Buffer } | undefined) =>
  logo && (logo.contentType === 'image/png' || logo.contentType === 'image/jpeg') ? logo.bytes : undefined;

/**
 * The cooperative's letterhead from site configuration (decision 016): the logo where it is a PNG or JPEG, the Thai
 * and English names, the address and telephone numbers. Answers the y below it.
 */
export function drawLetterhead(doc: Doc, site: SiteConfig, logo: { contentType: string; bytes: Buffer } | undefined, x: number, y: number, width: number): number {
  const image = drawable(logo);
  const left = image ? x + 52 : x;
  if (image) doc.image(image, x, y, { fit: [44, 44] });
  // one line each, cut short rather than wrapped over what lies below
  const opts = { width: width - (left - x), height: 11, ellipsis: true, lineBreak: false, features: THAI_TEXT_FEATURES } as const;
  doc.font('bold').fontSize(13).fillColor('black').text(site.coop_name_th, left, y, opts);
  doc.font('regular').fontSize(8.5).fillColor('#374151');
  if (site.coop_name_en) doc.text(site.coop_name_en, left, y + 17, opts);
  // the address and the numbers on lines of their own: together they outrun a line beside the QR code
  if (site.address) doc.text(site.address, left, y + 28, opts);
  if (site.phones.length > 0) doc.text(`โทร ${site.phones.join(', ')}`, left, y + 39, opts);
  doc.fillColor('black');
  return y + 52;
}
