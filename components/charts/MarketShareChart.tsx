// The top technologies of a category by domain count, as ranked horizontal bars; the current
// technology's bar is highlighted. Loaded only through React.lazy.
import { Bar, BarChart, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { formatShare } from '../format';
import { categoryAxisWidth, categoryTick } from './category-axis';
import { C, tick, tooltipStyle } from './theme';

export interface ShareBar {
  id: number;
  name: string;
  market_share: number;
}

export default function MarketShareChart({ rows, currentId, height }: { rows: ShareBar[]; currentId: number; height: number }) {
  // At most about 40% of a popup's chart for the names; the bars keep the rest.
  const labelWidth = categoryAxisWidth(
    rows.map((r) => r.name),
    150,
  );
  const shape = (props: BarShapeProps) => <Rectangle {...props} fill={rows[props.index]?.id === currentId ? C.highlight : C.brand} />;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 360, height }}>
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <XAxis type="number" tickFormatter={(v: number) => formatShare(v)} tick={tick} tickLine={false} axisLine={{ stroke: C.line }} />
        <YAxis type="category" dataKey="name" tick={categoryTick(labelWidth)} tickLine={false} axisLine={false} width={labelWidth} interval={0} />
        <Tooltip {...tooltipStyle} cursor={{ fill: C.line, opacity: 0.4 }} formatter={(value) => formatShare(Number(value))} />
        <Bar dataKey="market_share" name="Share of the category's domains" shape={shape} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
