/** Seconds a provider's Retry-After asks for (a number of seconds or an HTTP date), or undefined when it says none. */
export function retryAfterSeconds(header: string | null | undefined, now: Date): number | undefined {
  const text = header?.trim() ?? '';
  if (/^[0-9]+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
