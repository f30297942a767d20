interface ProgressBarProps {
  /** 0-100; values outside are drawn at the nearest end. */
  percent: number;
  /** What the bar shows, in words, for screen readers (the chart is an image to them). */
  label: string;
}

/** A horizontal bar filled to `percent`, drawn in CSS. */
export function ProgressBar({ percent, label }: ProgressBarProps) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div role="img" aria-label={label} className="h-5 w-full overflow-hidden rounded-full bg-stone-200 ring-1 ring-stone-300 ring-inset">
      <div className="h-full rounded-full bg-success" style={{ width: `${width}%` }} />
    </div>
  );
}
