// Named amounts as ranked horizontal bars (credits per endpoint or feature, requests by outcome).
// Loaded only through React.lazy.
import { Bar, BarChart, CartesianGrid, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { formatCompact, formatNumber } from '../../format';
import { categoryAxisWidth, categoryTick } from '../../charts/category-axis';
import { C, tick, tooltipStyle } from '../../charts/theme';

export interface BreakdownBar {
  name: string;
  value: number;
  /** A CSS colour; the brand colour when absent. */
  color?: string;
}

export default function BreakdownChart({
  bars,
  height,
  valueName,
  labelWidth: maxLabelWidth = 150,
}: {
  bars: BreakdownBar[];
  height: number;
  valueName: string;
  labelWidth?: number;
}) {
  const labelWidth = categoryAxisWidth(
    bars.map((b) => b.name),
    maxLabelWidth,
  );
  const shape = (props: BarShapeProps) => <Rectangle {...props} fill={bars[props.index]?.color ?? C.brand} />;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      <BarChart data={bars} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke={C.line} />
        <XAxis type="number" allowDecimals={false} tickFormatter={formatCompact} tick={tick} tickLine={false} axisLine={{ stroke: C.line }} />
        <YAxis type="category" dataKey="name" tick={categoryTick(labelWidth)} tickLine={false} axisLine={false} width={labelWidth} interval={0} />
        <Tooltip {...tooltipStyle} cursor={{ fill: C.line, opacity: 0.4 }} formatter={(v) => formatNumber(Number(v))} />
        <Bar dataKey="value" name={valueName} shape={shape} radius={[0, 2, 2, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
