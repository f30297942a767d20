// The bench scripts' command line: a whole-number option within bounds, or exit 2 with the reason.

export function intArg(args, name, min, max) {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
}
