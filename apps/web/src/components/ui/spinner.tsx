/** A decorative spinning ring; pair it with visible text that says what is happening. */
export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-3 border-current border-r-transparent motion-reduce:animate-none ${className}`}
    />
  );
}
