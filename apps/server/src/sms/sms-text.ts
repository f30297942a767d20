import { previewText } from '@coop/thai-format';

/** A message is cut to at most this many parts: a longer one costs more and reads worse than a shorter one. */
export const SMS_MAX_PARTS = 2;

// GSM 03.38: the default alphabet, and the characters of its extension table, which take two places each
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** What one part holds: alone, or as one of several (the rest carries the header that joins them). */
const CAPACITY = { gsm: { single: 160, joined: 153 }, ucs2: { single: 70, joined: 67 } };

/** The alphabet a text goes in and the places it takes: Thai needs UCS-2, where each UTF-16 unit is a place. */
function measure(text: string): { alphabet: keyof typeof CAPACITY; units: number } {
  let gsmUnits = 0;
  for (const character of text) {
    if (GSM_BASIC.has(character)) gsmUnits += 1;
    else if (GSM_EXTENDED.has(character)) gsmUnits += 2;
    else return { alphabet: 'ucs2', units: text.length };
  }
  return { alphabet: 'gsm', units: gsmUnits };
}

/** How many parts the text is sent in: Thai 70 characters alone or 67 each when joined; Latin 160 and 153. */
export function smsParts(text: string): number {
  const { alphabet, units } = measure(text);
  const { single, joined } = CAPACITY[alphabet];
  return units <= single ? 1 : Math.ceil(units / joined);
}

/**
 * Addresses a phone would make tappable: with a scheme, from `www.`, or a bare domain with a path or a Latin
 * top-level name (`bit.ly/x`, `coop.example`). An SMS from the cooperative never carries one, so a member can be
 * told that any SMS with a link claiming to be from it is not (the banks' rule in Thailand since 2022).
 */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b(?:\/\S*)?/gi;

/** The text with every link taken out and its spaces closed up. */
export function withoutLinks(text: string): string {
  return text.replace(LINK, ' ').replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n').trim();
}

/** The text without links, cut at a word with an ellipsis where it would take more than `maxParts` parts. */
export function fitSms(text: string, maxParts = SMS_MAX_PARTS): string {
  const clean = withoutLinks(text);
  if (smsParts(clean) <= maxParts) return clean;
  const { alphabet } = measure(clean);
  const room = maxParts * CAPACITY[alphabet].joined;
  // previewText counts characters on screen, never more than the units they take: shorten until the units fit
  let length = room;
  let cut = previewText(clean, length);
  while (length > 1 && measure(cut).units > room) {
    length -= Math.max(1, measure(cut).units - room);
    cut = previewText(clean, length);
  }
  return cut;
}
