/** Preview cut-offs of spec 9: lists by default, question highlights, news previews. */
export const PREVIEW_LENGTH = { default: 80, question: 120, news: 250 } as const;

export const ELLIPSIS = '...';

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * The first `maxLength` characters of a text with an ellipsis when it is longer. Counts user-perceived
 * characters, so a Thai vowel or tone mark is never cut off from its consonant; whitespace runs become one space.
 */
export function previewText(text: string | null | undefined, maxLength: number = PREVIEW_LENGTH.default): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  const parts = Array.from(graphemes.segment(flat), (s) => s.segment);
  if (parts.length <= maxLength) return flat;
  return `${parts.slice(0, maxLength).join('').trimEnd()}${ELLIPSIS}`;
}
