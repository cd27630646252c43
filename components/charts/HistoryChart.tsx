// Timeline of a domain's adoptions and removals per year. Loaded only through React.lazy, so
// Recharts stays out of the popup's first bundle.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { YearCount } from '../history-events';
import { C, tick, tooltipStyle } from './theme';
import { t } from '@/lib/i18n';

export default function HistoryChart({ rows, height }: { rows: YearCount[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 360, height }}>
      <BarChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: -24 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={C.line} />
        <XAxis dataKey="year" tick={tick} tickLine={false} axisLine={{ stroke: C.line }} minTickGap={8} />
        <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={48} />
        <Tooltip {...tooltipStyle} cursor={{ fill: C.line, opacity: 0.4 }} />
        <Legend wrapperStyle={{ fontSize: 12 }} iconSize={10} />
        <Bar dataKey="adopted" name={t('components_chartAdopted')} fill={C.adopted} radius={[2, 2, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="removed" name={t('components_chartRemoved')} fill={C.removed} radius={[2, 2, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
