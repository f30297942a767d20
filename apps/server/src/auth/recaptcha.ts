/** Asks the reCAPTCHA service whether a response token is genuine. Network failure counts as not verified. */
export async function verifyRecaptcha(verifyUrl: string, secret: string, response: string, ip: string): Promise<boolean> {
  try {
    const res = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response, remoteip: ip }),
      // the secret goes to the configured service only, never to wherever it might redirect (ASVS 15.3.2)
      redirect: 'error',
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}
