/** Preview cut-offs of spec 9: lists by default, question highlights, news previews. */
export const PREVIEW_LENGTH = { default: 80, question: 120, news: 250 } as const;

export const ELLIPSIS = '...';

/**
 * One character on screen: a base followed by its combining marks, Thai and Lao SARA AM (spacing marks that extend
 * the consonant before them) skin tones, and emoji joined by ZWJ. The same clusters as Intl.Segmenter for Thai text, at a tenth
 * of the cost and without loading the browser's segmentation data on a phone (about 100 ms of main thread there).
 */
const CHARACTER = /[^\p{M}\u0E33\u0EB3\u200D](?:[\p{M}\p{Emoji_Modifier}\u0E33\u0EB3]|\u200D[^\p{M}])*|[\s\S]/gu;

/**
 * The first `maxLength` characters of a text with an ellipsis when it is longer. Counts user-perceived
 * characters, so a Thai vowel or tone mark is never cut off from its consonant; whitespace runs become one space.
 */
export function previewText(text: string | null | undefined, maxLength: number = PREVIEW_LENGTH.default): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  // no text has more characters on screen than code units: most previews never need counting
  if (flat.length <= maxLength) return flat;
  const parts = flat.match(CHARACTER) ?? [];
  if (parts.length <= maxLength) return flat;
  return `${parts.slice(0, maxLength).join('').trimEnd()}${ELLIPSIS}`;
}
