/** `%`, `_` and `\` typed by staff are looked for as they are, not as LIKE patterns (PostgreSQL's default escape `\`). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text that contains `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern for text that starts with `text`. */
export const startingWith = (text: string) => `${escapeLike(text)}%`;
