/**
 * OpenType features for the Thai text of every PDF. Loma's `ccmp` splits สระอำ into nikhahit and sara aa, which the
 * PDF's text layer then gives back as "ำา" ("จำากัด": copying, searching in the viewer and pdftotext all break), and
 * it sets a tone mark over ำ onto the nikhahit ("น้ำ"). With it off, ำ is Loma's one glyph, the marks sit right and
 * the text reads back as typed. pdfkit and pdfmake hand this to fontkit, which takes a map of features to turn on or
 * off; their types admit only a list of features to turn on.
 */
export const THAI_TEXT_FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

interface ShapedFont {
  layoutRun?: (text: string, features?: unknown) => unknown;
}

/**
 * Keeps, per font of a pdfkit document, the shaping of each text laid out with THAI_TEXT_FEATURES. pdfkit keeps the
 * shaping of text laid out without features only, and shapes with features afresh at every call: a 10,000-line
 * statement repeats a few descriptions 10,000 times (decision 079). Without the features Loma's ccmp breaks the text
 * layer (ตู้ reads ตูู, and a glyph mapped wrongly once is wrong in the whole file), so the features stay and the
 * shaping is kept instead. Call after each `doc.font(…)`; standard fonts have no shaping to keep.
 */
export function keepShaping(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: ShapedFont })._font;
  const run = font?.layoutRun;
  if (!font || !run || (run as { kept?: boolean }).kept) return;
  const shaped = new Map<string, unknown>();
  const kept = (text: string, features?: unknown) => {
    if (features !== THAI_TEXT_FEATURES) return run.call(font, text, features);
    let result = shaped.get(text);
    if (result === undefined) {
      result = run.call(font, text, features);
      shaped.set(text, result);
    }
    return result;
  };
  font.layoutRun = Object.assign(kept, { kept: true });
}
