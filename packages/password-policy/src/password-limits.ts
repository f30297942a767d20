/** NIST SP 800-63B: at least 8 characters, and at least 64 allowed so passphrases fit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * The lowest zxcvbn score a new password may have. 3 is the library's "safely unguessable" band (about 10^8 guesses
 * or more): it refuses `Password1` and `aaaaaaa1` and accepts a random 9 characters or a phrase of a few words.
 */
export const PASSWORD_MIN_SCORE = 3;

/** Characters as a member counts them (code points), so a Thai vowel mark is one, as it is typed. */
export const passwordLength = (password: string) => [...password].length;
