export * from './password-limits';
export * from './password-text';
export * from './personal-values';
export * from './password-rules';
export * from './load-password-policy';
export type { PasswordVerdict } from './password-policy';
export type { Score } from '@zxcvbn-ts/core';
