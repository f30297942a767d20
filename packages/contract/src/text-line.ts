import { Type } from 'typebox';

/**
 * One line of text, 1 to max characters, no control characters or line breaks. A module of its own so that a
 * public schema using it (the calculators') does not bring the console's schemas into a visitor's page.
 */
export const Line = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*\\S[^\\u0000-\\u001f\\u007f]*$' });
