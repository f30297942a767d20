// Member sessions for a bench run: logged in through the API as a browser would, and logged out at its end.

const membershipNo = (n) => String(n).padStart(7, '0');

/**
 * Logs in as `count` members spread evenly over 1…members, all with `password` (the correct one only: the throttle
 * counts failures); their session tokens.
 */
export async function loginSpread(base, count, members, password) {
  const n = Math.min(count, members);
  const numbers = Array.from({ length: n }, (_, i) => membershipNo(1 + Math.round((i * (members - 1)) / Math.max(1, n - 1))));
  const tokens = [];
  const started = Date.now();
  // two at a time: scrypt takes ~50 ms of one core per login and this machine has two
  for (let i = 0; i < numbers.length; i += 2) {
    const batch = numbers.slice(i, i + 2);
    const got = await Promise.all(
      batch.map(async (no) => {
        const res = await fetch(`${base}/api/member/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'coop-bench' },
          body: JSON.stringify({ membership_no: no, mem_password: password }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = await res.json().catch(() => ({}));
        if (res.status !== 200 || typeof body.token !== 'string') {
          throw new Error(`login as ${no} failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        }
        return body.token;
      }),
    );
    tokens.push(...got);
  }
  return { numbers, tokens, ms: Date.now() - started };
}

export async function logoutAll(base, tokens) {
  let ok = 0;
  for (const t of tokens) {
    try {
      const res = await fetch(`${base}/api/member/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      if (res.ok) ok++;
      await res.body?.cancel();
    } catch {
      /* the session expires on its own */
    }
  }
  return ok;
}
