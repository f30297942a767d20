/**
 * OpenType features for the Thai text of every PDF. Loma's `ccmp` splits สระอำ into nikhahit and sara aa, which the
 * PDF's text layer then gives back as "ำา" ("จำากัด": copying, searching in the viewer and pdftotext all break), and
 * it sets a tone mark over ำ onto the nikhahit ("น้ำ"). With it off, ำ is Loma's one glyph, the marks sit right and
 * the text reads back as typed. pdfkit and pdfmake hand this to fontkit, which takes a map of features to turn on or
 * off; their types admit only a list of features to turn on.
 */
export const THAI_TEXT_FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/**
 * The features to lay `text` out with in pdfkit: THAI_TEXT_FEATURES only where the text holds สระอำ, the one letter
 * they are for. pdfkit keeps the shaping of text laid out without features, word by word, and shapes text with
 * features afresh every time: a 10,000-line statement repeats a few descriptions 10,000 times (decision 079).
 */
export const featuresFor = (text: string): PDFKit.Mixins.OpenTypeFeatures[] | undefined => (text.includes('\u0e33') ? THAI_TEXT_FEATURES : undefined);
