// An open-loop load: requests sent at evenly spaced moments whatever the answers do, each timed from the moment it
// was due (so a stalled server shows in the latency instead of slowing the sender). autocannon's own rate limit
// releases each second's requests together, which times its own bursts rather than the server.
import http from 'node:http';

/** The latency at quantile `q` (0..1) of sorted milliseconds. */
const quantile = (sorted, q) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

/**
 * Offers `rate` requests per second to `url` for `seconds` (or until `.stop()`); `headersFor(i)` gives request i's
 * headers. Resolves with autocannon's result shape for the fields the bench reports.
 */
export function openLoop({ url, method, body, headersFor, rate, seconds, timeoutMs = 10_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const latencies = [];
  /** [when due (performance.now()), latency ms] per answer, for latency by phase */
  const timeline = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let inFlight = 0;
  let stopped = false;
  let stop;
  const start = performance.now();
  const done = new Promise((resolve) => {
    stop = resolve;
  });

  const send = (i, dueAt) => {
    inFlight++;
    const req = http.request(
      { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: headersFor(i), timeout: timeoutMs },
      (res) => {
        res.resume();
        res.on('end', () => {
          inFlight--;
          if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
          latencies.push(performance.now() - dueAt);
          timeline.push([dueAt, performance.now() - dueAt]);
        });
      },
    );
    let timedOut = false;
    req.on('timeout', () => {
      timedOut = true;
      timeouts++;
      req.destroy();
    });
    req.on('error', () => {
      inFlight--;
      if (!timedOut) errors++;
    });
    req.end(body);
  };

  // each request is sent at its own moment (timers keep about a millisecond), timed from when it was due
  let sent = 0;
  const next = () => {
    if (stopped) return;
    const dueAt = start + (sent * 1000) / rate;
    if (dueAt - start >= seconds * 1000) return stop();
    setTimeout(() => {
      if (stopped) return;
      send(sent, dueAt);
      sent++;
      next();
    }, Math.max(0, dueAt - performance.now()));
  };
  next();

  const result = done.then(async () => {
    stopped = true;
    const duration = (performance.now() - start) / 1000;
    for (let i = 0; i < 200 && inFlight > 0; i++) await new Promise((r) => setTimeout(r, 50));
    agent.destroy();
    const sorted = latencies.sort((a, b) => a - b);
    const ms = (x) => Math.round(x);
    return {
      duration,
      requests: { total: sorted.length, average: sorted.length / duration },
      latency: { p50: ms(quantile(sorted, 0.5)), p99: ms(quantile(sorted, 0.99)), max: ms(sorted.at(-1) ?? 0) },
      non2xx,
      errors,
      timeouts,
      timeline,
    };
  });
  result.stop = () => stop();
  return result;
}
