import { theme } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { currentLanguage, t } from '../../../i18n';
import { formatValue } from '../../../reports/table/format';
import { dayAt, trendShape, trendSummary, type TrendPoint } from './trendShape';

const HEIGHT = 220;
/** The width drawn for until the frame is measured (and where it cannot be: jsdom). */
const FALLBACK_WIDTH = 640;

/** A day ('YYYY-MM-DD') in the reader's language, as a calendar day (no time zone shifts it). */
function dayFormat(options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

/** The width of the element, followed as it changes (the card grows and shrinks with the window). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width || FALLBACK_WIDTH };
}

/**
 * Home's revenue trend as a light SVG line with the area under it (no chart library: the reports'
 * one is 1.46 MB): a few round steps of the value axis, three dates under the line (the first, the
 * middle and the last), a day's figure on hover. Screen readers get a summary as the picture's name
 * (the days, the total, the highest day) and every day's figure in a table that is not shown.
 * Colours are the theme's tokens (the line in the primary text colour, readable on the card in both themes), so the light and the dark theme both draw it.
 */
export function TrendChart({
  points,
  title,
  currency,
}: {
  points: TrendPoint[];
  title: string;
  /** The figures' currency (ISO 4217), for the amounts written out ($1,234.50). */
  currency: string;
}) {
  const { token } = theme.useToken();
  const { ref, width } = useWidth();
  const [hovered, setHovered] = useState<number>();
  const shortDay = dayFormat({ month: 'short', day: 'numeric' });
  const longDay = dayFormat({ year: 'numeric', month: 'short', day: 'numeric' });
  const compact = new Intl.NumberFormat(currentLanguage(), { notation: 'compact', maximumFractionDigits: 1 });
  const fontSize = token.fontSizeSM;

  const tickLabels = trendShape(points, width, HEIGHT, { top: 0, right: 0, bottom: 0, left: 0 }).ticks.map(
    (tick) => compact.format(tick.value),
  );
  // Room for the longest value label, the last date's half and the dates' line.
  const left = Math.ceil(Math.max(...tickLabels.map((label) => label.length)) * fontSize * 0.62) + 10;
  const shape = trendShape(points, width, HEIGHT, {
    top: Math.ceil(fontSize / 2) + 2,
    right: 8,
    bottom: fontSize + 14,
    left,
  });

  const { total, highest } = trendSummary(points);
  const first = points[0]?.date ?? '';
  const last = points[points.length - 1]?.date ?? '';
  const summary = highest
    ? t(
        'Line chart of the revenue of each of the last 30 days, {{start}} to {{end}}: total {{total}}, highest {{highest}} on {{day}}',
        {
          start: longDay(first),
          end: longDay(last),
          total: formatValue(total, 'money', currency),
          highest: formatValue(highest.value, 'money', currency),
          day: longDay(highest.date),
        },
      )
    : t('Line chart of the revenue of each of the last 30 days, {{start}} to {{end}}: no revenue', {
        start: longDay(first),
        end: longDay(last),
      });

  const shown = hovered === undefined ? undefined : { point: points[hovered], at: shape.xy[hovered] };
  const anchorOf = (index: number) =>
    index === 0 ? 'start' : index === points.length - 1 ? 'end' : ('middle' as const);

  return (
    <div className="home-trend-chart" ref={ref}>
      <div role="img" aria-label={summary} className="home-trend-picture">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          focusable="false"
          onPointerMove={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setHovered(dayAt(event.clientX - box.left, shape));
          }}
          onPointerLeave={() => setHovered(undefined)}
        >
          {shape.ticks.map((tick, index) => (
            <g key={tick.value}>
              <line
                x1={shape.plot.left}
                x2={shape.plot.right}
                y1={tick.y}
                y2={tick.y}
                stroke={index === 0 ? token.colorBorder : token.colorBorderSecondary}
                strokeDasharray={index === 0 ? undefined : '3 3'}
              />
              <text
                x={shape.plot.left - 8}
                y={tick.y}
                dy="0.32em"
                textAnchor="end"
                fontSize={fontSize}
                fill={token.colorTextSecondary}
              >
                {tickLabels[index]}
              </text>
            </g>
          ))}
          <path d={shape.area} fill={token.colorPrimaryText} fillOpacity={0.12} stroke="none" />
          <path
            d={shape.line}
            fill="none"
            stroke={token.colorPrimaryText}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          {shape.labelled.map((index) => (
            <text
              key={points[index].date}
              x={shape.xy[index].x}
              y={shape.plot.bottom + fontSize + 8}
              textAnchor={anchorOf(index)}
              fontSize={fontSize}
              fill={token.colorTextSecondary}
            >
              {shortDay(points[index].date)}
            </text>
          ))}
          {shown && (
            <g className="home-trend-hover">
              <line
                x1={shown.at.x}
                x2={shown.at.x}
                y1={shape.plot.top}
                y2={shape.plot.bottom}
                stroke={token.colorTextQuaternary}
              />
              <circle
                cx={shown.at.x}
                cy={shown.at.y}
                r={4}
                fill={token.colorBgContainer}
                stroke={token.colorPrimaryText}
                strokeWidth={2}
              />
            </g>
          )}
        </svg>
        {shown && (
          <div
            className="home-trend-tooltip"
            style={{
              left: Math.min(Math.max(shown.at.x, 70), width - 70),
              top: Math.max(shown.at.y - 12, 0),
              background: token.colorBgElevated,
              color: token.colorText,
              boxShadow: token.boxShadowSecondary,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              fontSize,
            }}
          >
            <div style={{ color: token.colorTextSecondary }}>{longDay(shown.point.date)}</div>
            <strong>{formatValue(shown.point.value, 'money', currency)}</strong>
          </div>
        )}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Date')}</th>
            <th scope="col">{t('Revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{longDay(point.date)}</th>
              <td>{formatValue(point.value, 'money', currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
