// Bars per day for a few series (requests and investigations), drawn as SVG: no chart library
// for one chart. Each bar has a title with its figure; the figures are in the page's totals too.
import { useTranslation } from "react-i18next";

const HEIGHT = 180;
const LABEL_SPACE = 34;

export function UsageChart<K extends string>({
  days,
  series,
}: {
  days: ({ date: string } & Record<K, number>)[];
  series: { key: K; label: string }[];
}) {
  const { t } = useTranslation();
  const max = Math.max(1, ...days.flatMap((d) => series.map((s) => d[s.key])));
  const groupWidth = Math.max(12, Math.min(60, Math.floor(720 / Math.max(days.length, 1))));
  const barWidth = Math.max(3, Math.floor((groupWidth - 4) / series.length));
  const width = groupWidth * days.length;
  // Label every day when there is room, else about a dozen of them.
  const every = Math.max(1, Math.ceil(days.length / 12));
  return (
    <figure className="usage-chart">
      <div className="usage-chart__scroll">
        <svg
          role="img"
          aria-label={t("usageReport.chartLabel", { from: days[0]?.date, to: days.at(-1)?.date })}
          viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
          width={width}
          height={HEIGHT + LABEL_SPACE}
        >
          <line x1={0} y1={HEIGHT} x2={width} y2={HEIGHT} className="usage-chart__axis" />
          {days.map((d, i) => (
            <g key={d.date} transform={`translate(${i * groupWidth + 2},0)`}>
              {series.map((s, j) => {
                const h = Math.round((d[s.key] / max) * (HEIGHT - 10));
                return (
                  <rect
                    key={s.key}
                    className={`usage-chart__bar usage-chart__bar--${j}`}
                    x={j * barWidth}
                    y={HEIGHT - h}
                    width={barWidth - 1}
                    height={h}
                  >
                    <title>{`${d.date} ${s.label}: ${d[s.key]}`}</title>
                  </rect>
                );
              })}
              {i % every === 0 && (
                <text x={(groupWidth - 4) / 2} y={HEIGHT + 16} textAnchor="middle" className="usage-chart__label">
                  {d.date.slice(5)}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="usage-chart__legend">
        {series.map((s, j) => (
          <span key={s.key}>
            <span className={`usage-chart__swatch usage-chart__bar--${j}`} aria-hidden="true" /> {s.label}
          </span>
        ))}
        <span className="usage-chart__max">{t("usageReport.chartMax", { max })}</span>
      </figcaption>
    </figure>
  );
}
