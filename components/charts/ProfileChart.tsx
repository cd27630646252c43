// An audience profile's distribution (technologies or categories by share of members), as ranked
// horizontal bars. Loaded only through React.lazy.
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { C, tick, tooltipStyle } from './theme';

export interface ProfileBar {
  name: string;
  share: number;
}

const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;

export default function ProfileChart({ rows, height }: { rows: ProfileBar[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <XAxis type="number" domain={[0, 1]} tickFormatter={pct} tick={tick} tickLine={false} axisLine={{ stroke: C.line }} />
        <YAxis type="category" dataKey="name" tick={tick} tickLine={false} axisLine={false} width={130} interval={0} />
        <Tooltip {...tooltipStyle} cursor={{ fill: C.line, opacity: 0.4 }} formatter={(value) => pct(Number(value))} />
        <Bar dataKey="share" name="Share of members" fill={C.brand} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
