// The bench scripts' command line: options with `--help` (-h) printing the usage, and whole-number options within
// bounds, or exit 2 with the reason.
import { parseArgs } from 'node:util';

/** The options given (parseArgs' `values`); with --help, prints `usage` and exits. */
export function benchArgs(options, usage) {
  const { values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

export function intArg(args, name, min, max) {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
}
