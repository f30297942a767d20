const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Thai is written without spaces between words; a zero-width space between the words `Intl.Segmenter` finds lets
 * the PDF layout break lines between words instead of inside one.
 */
export function breakThaiWords(text: string): string {
  if (!/[\u0e00-\u0e7f]/.test(text)) return text;
  return Array.from(segmenter.segment(text), (s) => s.segment).join('\u200b');
}
