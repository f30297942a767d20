import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Runs a program of the machine (pg_dump, tar…) to its end, its output piped into `pipeTo` if given. A failure
 * names the program and its own message, never its arguments (a database URL may hold a password); a program that
 * is missing names the Debian package that has it.
 */
export async function runProgram(program: string, args: readonly string[], options: { package: string; pipeTo?: ChildProcess }): Promise<void> {
  const { pipeTo } = options;
  const child = spawn(program, args, { stdio: ['ignore', pipeTo ? 'pipe' : 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (pipeTo?.stdin && child.stdout) child.stdout.pipe(pipeTo.stdin);
  const [code] = (await Promise.race([once(child, 'exit'), once(child, 'error').then(([e]) => Promise.reject(e as Error))]).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`${program} is not installed (apt-get install ${options.package})`);
    throw error;
  })) as [number | null];
  if (code !== 0) throw new Error(`${program} failed: ${stderr.trim() || `exit code ${code}`}`);
}
