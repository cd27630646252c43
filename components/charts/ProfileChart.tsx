// An audience profile's distribution (technologies or categories by share of members), as ranked
// horizontal bars. Loaded only through React.lazy.
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShare } from '../format';
import { categoryAxisWidth, categoryTick } from './category-axis';
import { C, tick, tooltipStyle } from './theme';

export interface ProfileBar {
  name: string;
  /** Percent of the members profiled, 0–100 (as market shares are). */
  share: number;
}

export default function ProfileChart({ rows, height }: { rows: ProfileBar[]; height: number }) {
  const labelWidth = categoryAxisWidth(
    rows.map((r) => r.name),
    180,
  );
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <XAxis type="number" domain={[0, 100]} tickFormatter={(v: number) => formatShare(v)} tick={tick} tickLine={false} axisLine={{ stroke: C.line }} />
        <YAxis type="category" dataKey="name" tick={categoryTick(labelWidth)} tickLine={false} axisLine={false} width={labelWidth} interval={0} />
        <Tooltip {...tooltipStyle} cursor={{ fill: C.line, opacity: 0.4 }} formatter={(value) => formatShare(Number(value))} />
        <Bar dataKey="share" name="Share of members" fill={C.brand} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
