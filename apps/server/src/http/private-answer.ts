import { PRIVATE_API_PREFIXES } from '@coop/contract';

/**
 * Whether an answer to `url` is one person's, never to be kept by a shared proxy or by the browser for the next person
 * at the same computer (a unit's office or a branch counter).
 */
export const isPrivateUrl = (url: string): boolean => PRIVATE_API_PREFIXES.some((prefix) => url.startsWith(prefix));

export const PRIVATE_CACHE_CONTROL = 'private, no-store';
