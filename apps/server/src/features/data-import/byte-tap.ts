import { createHash } from 'node:crypto';
import { FileTooLarge } from './file-too-large';

/**
 * Passes a file's bytes on while hashing and counting them, and stops with FileTooLarge past `maxBytes`. The readers
 * may stop early (a file they cannot read); `drain()` then reads the rest, so the recorded SHA-256 is always that of
 * the whole file.
 */
export class ByteTap implements AsyncIterable<Uint8Array> {
  bytes = 0;
  private readonly hash = createHash('sha256');
  private readonly source: AsyncIterator<Uint8Array>;

  constructor(
    source: AsyncIterable<Uint8Array>,
    private readonly onBytes: (total: number) => void = () => undefined,
    private readonly maxBytes = Infinity,
  ) {
    this.source = source[Symbol.asyncIterator]();
  }

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    // a reader that stops does not close the source: drain() still needs it
    return { next: () => this.next(), return: async () => ({ done: true, value: undefined }) };
  }

  private async next(): Promise<IteratorResult<Uint8Array>> {
    const result = await this.source.next();
    if (!result.done) {
      this.hash.update(result.value);
      this.bytes += result.value.length;
      if (this.bytes > this.maxBytes) throw new FileTooLarge(this.maxBytes);
      this.onBytes(this.bytes);
    }
    return result;
  }

  async drain(): Promise<void> {
    while (!(await this.next()).done);
  }

  sha256(): string {
    return this.hash.digest('hex');
  }
}
