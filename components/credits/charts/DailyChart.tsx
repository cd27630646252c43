// One amount per UTC day (credits or requests) as bars, with named axes. Loaded only through
// React.lazy (./index.ts), so Recharts stays out of the page's first bundle.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompact, formatNumber } from '../../format';
import { C, tick, tooltipStyle } from '../../charts/theme';
import { formatDay } from '../period';

export interface DailyPoint {
  date: string;
  value: number;
  /** The second series' amount that day, when the chart has one. */
  second?: number;
}

/** A second series drawn beside the first (the account's credits and this browser's, one chart). */
export interface SecondSeries {
  name: string;
  color: string;
}

export default function DailyChart({
  points,
  height,
  name,
  color = C.brand,
  second,
}: {
  points: DailyPoint[];
  height: number;
  name: string;
  color?: string;
  second?: SecondSeries;
}) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={C.line} />
        <XAxis dataKey="date" tickFormatter={(d: string) => formatDay(d)} tick={tick} tickLine={false} axisLine={{ stroke: C.line }} minTickGap={24} />
        <YAxis allowDecimals={false} tickFormatter={formatCompact} tick={tick} tickLine={false} axisLine={false} width={44} />
        <Tooltip
          {...tooltipStyle}
          cursor={{ fill: C.line, opacity: 0.4 }}
          labelFormatter={(d) => formatDay(String(d), true)}
          formatter={(v) => formatNumber(Number(v))}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} iconSize={10} />
        <Bar dataKey="value" name={name} fill={color} radius={[2, 2, 0, 0]} isAnimationActive={false} />
        {second && <Bar dataKey="second" name={second.name} fill={second.color} radius={[2, 2, 0, 0]} isAnimationActive={false} />}
      </BarChart>
    </ResponsiveContainer>
  );
}
