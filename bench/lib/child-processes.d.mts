// Types of what the TypeScript benches take from child-processes.mjs.
import type { ChildProcess } from 'node:child_process';

export function startServer(options: {
  script: string;
  env: Record<string, string> | ((base: string) => Record<string, string>);
  logFile: string;
  nodeArgs?: string[];
  nice?: number;
  healthTimeoutMs?: number;
}): Promise<{ child: ChildProcess; base: string; port: number }>;

export function stopChild(child: ChildProcess, graceMs?: number): Promise<void>;
