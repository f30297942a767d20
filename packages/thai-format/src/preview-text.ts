/** Preview cut-offs of spec 9: lists by default, question highlights, news previews. */
export const PREVIEW_LENGTH = { default: 80, question: 120, news: 250 } as const;

export const ELLIPSIS = '...';

/**
 * One character on screen: a base followed by its combining marks, Thai and Lao SARA AM (spacing marks that extend
 * the consonant before them) skin tones, and emoji joined by ZWJ. The same clusters as Intl.Segmenter for Thai text, at a tenth
 * of the cost and without loading the browser's segmentation data on a phone (about 100 ms of main thread there).
 */
const CHARACTER = /[^\p{M}\u0E33\u0EB3\u200D](?:[\p{M}\p{Emoji_Modifier}\u0E33\u0EB3]|\u200D[^\p{M}])*|[\s\S]/gu;

/** Made on the first cut only: most previews are short enough never to need the word dictionary. */
let words: Intl.Segmenter | undefined;

/**
 * Where the last whole word of `head` ends, judged with the character after it (`next`): Thai has no spaces between
 * words, so only a word breaker knows. Undefined when `head` is one word that does not end at the cut.
 */
function lastWordEnd(head: string, next: string): number | undefined {
  words ??= new Intl.Segmenter('th', { granularity: 'word' });
  let end: number | undefined;
  for (const { index } of words.segment(head + next)) {
    if (index > head.length) break;
    if (index > 0) end = index;
  }
  return end;
}

/**
 * The first `maxLength` characters of a text with an ellipsis when it is longer, cut where a word ends so no word is
 * left half-shown (a first word longer than the cut is cut inside it). Counts user-perceived characters, so a Thai
 * vowel or tone mark is never cut off from its consonant; whitespace runs become one space.
 */
export function previewText(text: string | null | undefined, maxLength: number = PREVIEW_LENGTH.default): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  // no text has more characters on screen than code units: most previews never need counting
  if (flat.length <= maxLength) return flat;
  const parts = flat.match(CHARACTER) ?? [];
  if (parts.length <= maxLength) return flat;
  const head = parts.slice(0, maxLength).join('');
  // the next word's start, so "ข้อ|มูล" is seen to be one word and a cut before "|สหกรณ์" to be a word's end
  const next = parts.slice(maxLength, maxLength + 20).join('');
  const end = lastWordEnd(head, next) ?? head.length;
  return `${head.slice(0, end).trimEnd()}${ELLIPSIS}`;
}
