import { formatCedis } from '@shop/rules';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { DaySalesDto } from '../api/generated/model';
import { palette } from '../app/theme';
import { formatGhanaDay, formatGhanaDayShort } from './sales-days';

/*
 * The overview's one chart, in its own lazy chunk: recharts (SVG, React components, ~100 kB
 * gzipped with its d3 parts) is downloaded only when an admin opens the Overview, never by a
 * shopper (ADR 020).
 */

export type SalesMetric = 'revenue' | 'orders';

interface Point {
  date: string;
  orders: number;
  /** Cedis as a number, for the bar's height only: every figure shown is formatted from `revenueText`. */
  revenue: number;
  revenueText: string;
}

const METRIC_NAMES: Record<SalesMetric, string> = { revenue: 'Revenue', orders: 'Orders' };
// Bars are graphics next to white: both colours are over 3:1 (WCAG 1.4.11), gold itself is not.
const METRIC_COLOURS: Record<SalesMetric, string> = { revenue: palette.green, orders: palette.goldDark };

/** '₵1.2k' on the axis, where a phone has room for five characters. */
const COMPACT = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });

function SalesTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const point = payload?.[0]?.payload as Point | undefined;
  if (!active || !point) return null;
  return (
    <div className="admin-chart-tooltip">
      <p className="admin-chart-tooltip__date">{formatGhanaDay(point.date)}</p>
      <p>
        {point.orders} {point.orders === 1 ? 'order' : 'orders'} · {formatCedis(point.revenueText)}
      </p>
    </div>
  );
}

/** Orders or revenue per day as bars; `height` in px. */
export default function SalesChart({ days, metric, height = 240 }: { days: DaySalesDto[]; metric: SalesMetric; height?: number }) {
  const points: Point[] = days.map((day) => ({ date: day.date, orders: day.orders, revenue: Number(day.revenue), revenueText: day.revenue }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} title={`${METRIC_NAMES[metric]} per day`}>
        <CartesianGrid vertical={false} stroke="#E6DCCB" />
        <XAxis dataKey="date" tickFormatter={formatGhanaDayShort} tick={{ fill: palette.inkSoft, fontSize: 12 }} tickLine={false} axisLine={{ stroke: '#D9CFBF' }} minTickGap={16} />
        <YAxis
          allowDecimals={metric === 'revenue'}
          tickFormatter={(value: number) => (metric === 'revenue' ? `₵${COMPACT.format(value)}` : String(value))}
          tick={{ fill: palette.inkSoft, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={metric === 'revenue' ? 52 : 32}
        />
        <Tooltip content={<SalesTooltip />} cursor={{ fill: '#F3EBDD' }} />
        <Bar dataKey={metric} name={METRIC_NAMES[metric]} fill={METRIC_COLOURS[metric]} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
