import './chart-legend.css';

interface LegendEntry {
  value?: unknown;
  color?: string;
}

/**
 * A chart's legend: a colour and its Arabic label. recharts' own names each
 * colour's swatch "<label> legend icon" in English for screen readers; here the
 * swatch is silent and the label says it once.
 */
export function ChartLegend({ payload = [] }: { payload?: readonly LegendEntry[] }) {
  return (
    <ul className="chart-legend">
      {payload.map((entry) => (
        <li key={String(entry.value)} className="chart-legend__item">
          <span className="chart-legend__swatch" style={{ background: entry.color }} aria-hidden />
          {String(entry.value)}
        </li>
      ))}
    </ul>
  );
}
