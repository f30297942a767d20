/** Which figures a sign status belongs to; each colours its signs its own way (spec 4). */
export type SignKind = 'loan' | 'deposit' | 'share';

export type SignTone = 'red' | 'green' | 'gray';

/**
 * Spec 4, sign-status colours: loan 1 red, 0 or -1 gray; deposit 1 green, 0 gray, -1 and anything else red;
 * share -1 red, anything else gray. A loan sign outside the spec's values is shown gray: only 1 means arrears.
 */
export function signTone(kind: SignKind, sign: number): SignTone {
  switch (kind) {
    case 'loan':
      return sign === 1 ? 'red' : 'gray';
    case 'deposit':
      if (sign === 1) return 'green';
      return sign === 0 ? 'gray' : 'red';
    case 'share':
      return sign === -1 ? 'red' : 'gray';
  }
}

/** Text colours with at least 4.5:1 contrast on white and on the card background. */
export const SIGN_TONE_TEXT_CLASS: Readonly<Record<SignTone, string>> = {
  red: 'text-danger',
  green: 'text-success',
  gray: 'text-stone-600',
};

export function signToneClass(kind: SignKind, sign: number): string {
  return SIGN_TONE_TEXT_CLASS[signTone(kind, sign)];
}
