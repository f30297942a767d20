/** The areas whose answers belong to one signed-in person: a member, a member group or a staff user. */
const PRIVATE_PREFIXES = ['/api/member/', '/api/membergroup/', '/api/admin/', '/admin/impersonate/'];

/**
 * Whether an answer to `url` is one person's, never to be kept by a shared proxy or by the browser for the next person
 * at the same computer (a unit's office or a branch counter).
 */
export const isPrivateUrl = (url: string): boolean => PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix));

export const PRIVATE_CACHE_CONTROL = 'private, no-store';
