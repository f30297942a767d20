/** The caps on open notification streams: how many one client address may hold, and how many the process serves. */
export interface StreamLimits {
  perAddress: number;
  total: number;
}

/**
 * Counts open streams per client address and in all. Each stream holds a socket and a subscription for as long
 * as the visitor stays, so without a cap one client could hold every file descriptor of the process.
 */
export class StreamSlots {
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: StreamLimits) {}

  /** A slot for `address`, with the function that frees it (safe to call more than once), or undefined when full. */
  take(address: string): (() => void) | undefined {
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.limits.perAddress || this.open >= this.limits.total) return undefined;
    this.byAddress.set(address, held + 1);
    this.open += 1;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.open -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}
