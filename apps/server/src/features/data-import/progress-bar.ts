import type { ImportPhase } from '@coop/contract';
import type { ImportProgress } from './run-import';

const WIDTH = 30;
const EVERY_MS = 100;
const PHASE: Record<ImportPhase, string> = { reading: 'อ่านและตรวจแถว', checking: 'ตรวจคีย์ในฐานข้อมูล', writing: 'บันทึก' };

/**
 * One line on a terminal, redrawn with `\r` at most every 100 ms: bytes read of the file's size while reading, then
 * the phase. Draws nothing when the output is not a terminal (a pipe or a log keeps only the summary).
 */
export function progressBar(totalBytes: number, out: NodeJS.WriteStream = process.stderr): { update(p: ImportProgress): void; done(): void } {
  let last = 0;
  let drawn = false;
  return {
    update(p) {
      const now = Date.now();
      if (!out.isTTY || (now - last < EVERY_MS && p.phase === 'reading')) return;
      last = now;
      const share = totalBytes > 0 ? Math.min(1, p.bytes / totalBytes) : 1;
      const filled = Math.round(share * WIDTH);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
      out.write(`\r${bar} ${String(Math.round(share * 100)).padStart(3)}%  ${p.rows.toLocaleString('en-US')} แถว  ${PHASE[p.phase]}\u001b[K`);
      drawn = true;
    },
    done() {
      if (drawn) out.write('\r\u001b[K');
    },
  };
}
