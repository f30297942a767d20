import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { THAI_TEXT_FEATURES } from './thai-text-features';

export const DOCUMENT_FONT = 'Loma';

let configuredFor: string | undefined;

/** Documents may read only the shipped fonts and images, and fetch nothing over the network. */
function configure(assetsDir: string): void {
  if (configuredFor === assetsDir) return;
  const font = (name: string) => path.join(assetsDir, 'fonts', name);
  pdfmake.setFonts({
    [DOCUMENT_FONT]: {
      normal: font('Loma.ttf'),
      bold: font('Loma-Bold.ttf'),
      italics: font('Loma.ttf'),
      bolditalics: font('Loma-Bold.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p) => path.resolve(p).startsWith(assetsDir + path.sep));
  configuredFor = assetsDir;
}

export async function renderPdf(assetsDir: string, doc: TDocumentDefinitions): Promise<Buffer> {
  configure(assetsDir);
  return pdfmake.createPdf({ ...doc, defaultStyle: { ...doc.defaultStyle, fontFeatures: THAI_TEXT_FEATURES } }).getBuffer();
}
