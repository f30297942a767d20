/** `; Secure` on a page served over HTTPS, so the browser sends the cookie over HTTPS only (ASVS 3.3.1); none on http://localhost. */
export const secureAttribute = (): string => (window.location.protocol === 'https:' ? '; Secure' : '');
