import type * as PolicyModule from './password-policy';

/** The full policy: `checkNewPassword`. */
export type PasswordPolicy = typeof PolicyModule;

let loading: Promise<PasswordPolicy> | undefined;

/**
 * The full policy, with zxcvbn and its dictionaries (hundreds of KB): loaded on first use, once, so a web page that
 * does not set a password never downloads them. A failed load (a dropped connection) is tried again next time.
 */
export function loadPasswordPolicy(): Promise<PasswordPolicy> {
  loading ??= import('./password-policy').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
