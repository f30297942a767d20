import { UI_TEXT } from './ui-text';

export interface BarSeries {
  name: string;
  /** The bar's fill, a Tailwind background class. */
  colorClass: string;
}

export interface BarDatum {
  label: string;
  /** One value per series, stacked bottom up in series order. */
  values: readonly number[];
}

interface BarChartProps {
  /** The chart's name: the caption of its table of numbers. */
  title: string;
  /** What the chart shows, in a sentence, for those who cannot see it. */
  summary: string;
  series: readonly BarSeries[];
  data: readonly BarDatum[];
  formatValue: (value: number) => string;
  /** The largest figure, written at the top of the scale. */
  formatScale?: (value: number) => string;
  /** How many labels fit under the bars on a phone; the default suits short labels such as years. */
  maxAxisLabels?: number;
}

/** About eight year labels fit under the bars on a phone; with more bars, every n-th counted back from the last is named. */
const MAX_AXIS_LABELS = 8;

/**
 * Vertical bars in CSS, stacked when there are several series. To assistive technology it is one image with a
 * summary, followed by a (visually hidden) table with every number, so nothing is only in the picture.
 */
export function BarChart({ title, summary, series, data, formatValue, formatScale = formatValue, maxAxisLabels = MAX_AXIS_LABELS }: BarChartProps) {
  const totals = data.map((d) => d.values.reduce((sum, v) => sum + Math.max(0, v), 0));
  const max = Math.max(0, ...totals);
  const step = Math.ceil(data.length / maxAxisLabels);
  // evenly spaced back from the newest bar, which is always named
  const showLabel = (i: number) => (data.length - 1 - i) % step === 0;
  const stacked = series.length > 1;
  return (
    <figure>
      <div role="img" aria-label={summary}>
        {stacked && (
          <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-base" aria-hidden="true">
            {series.map((s) => (
              <li key={s.name} className="flex items-center gap-2">
                <span className={`inline-block size-4 rounded ${s.colorClass}`} />
                {s.name}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-stone-600 tabular-nums" aria-hidden="true">
          {formatScale(max)}
        </p>
        <div className="flex h-48 items-end gap-[2px] border-t border-b border-dashed border-stone-300 border-b-stone-400 sm:h-56 sm:gap-1">
          {data.map((d) => (
            <div key={d.label} className="flex h-full min-w-0 flex-1 flex-col-reverse">
              {d.values.map((v, s) => (
                <div
                  key={series[s]?.name ?? s}
                  className={`w-full first:rounded-b-none last:rounded-t ${series[s]?.colorClass ?? 'bg-primary'}`}
                  style={{ height: max > 0 ? `${(Math.max(0, v) / max) * 100}%` : 0 }}
                />
              ))}
            </div>
          ))}
        </div>
        <div className="flex gap-[2px] sm:gap-1" aria-hidden="true">
          {data.map((d, i) => (
            <div key={d.label} className="relative min-w-0 flex-1 text-center text-sm text-stone-700">
              {showLabel(i) && <span className="absolute left-1/2 -translate-x-1/2 pt-1 whitespace-nowrap">{d.label}</span>}
            </div>
          ))}
        </div>
        <div className="h-7" aria-hidden="true" />
      </div>
      <table className="sr-only">
        <caption>
          {title} ({UI_TEXT.chart.showNumbers})
        </caption>
        <thead>
          <tr>
            <th scope="col" />
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
            {stacked && <th scope="col">{UI_TEXT.chart.total}</th>}
          </tr>
        </thead>
        <tbody>
          {data.map((d, i) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              {d.values.map((v, s) => (
                <td key={series[s]?.name ?? s}>{formatValue(v)}</td>
              ))}
              {stacked && <td>{formatValue(totals[i] ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
