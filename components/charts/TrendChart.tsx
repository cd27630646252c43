// Active and total domains of a technology per month. Loaded only through React.lazy.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from '@/lib/i18n';
import { formatCompact, formatMonth, formatNumber } from '../format';
import { C, tick, tooltipStyle } from './theme';

export interface TrendPoint {
  date: string;
  active_domains: number;
  total_domains: number;
}

export default function TrendChart({ points, height }: { points: TrendPoint[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 360, height }}>
      <LineChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={C.line} />
        <XAxis dataKey="date" tickFormatter={formatMonth} tick={tick} tickLine={false} axisLine={{ stroke: C.line }} minTickGap={24} />
        <YAxis tickFormatter={formatCompact} tick={tick} tickLine={false} axisLine={false} width={40} />
        <Tooltip {...tooltipStyle} labelFormatter={(label) => formatMonth(String(label))} formatter={(value) => formatNumber(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 12 }} iconSize={10} />
        <Line
          type="monotone"
          dataKey="active_domains"
          name={t('components_chartActiveDomains')}
          stroke={C.brand}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="total_domains"
          name={t('components_chartTotalDomains')}
          stroke={C.muted}
          strokeDasharray="4 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
