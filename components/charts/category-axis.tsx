// The names beside horizontal bars: on one line each, never clipped at the chart's left edge and never
// wrapped onto the next bar's name. The axis is as wide as the longest name needs, up to `max`; a name
// longer than that is shortened with "…" and keeps its full text as the tick's tooltip.
import { tick } from './theme';

/** Average advance of an 11 px system-ui glyph, with room to spare so nothing is cut. */
const CHAR_PX = 6.4;
const GAP_PX = 8;

/** The axis width the longest name needs, between 40 px and `max`. */
export function categoryAxisWidth(names: readonly string[], max: number): number {
  const longest = names.reduce((n, s) => Math.max(n, s.length), 0);
  return Math.round(Math.min(max, Math.max(40, longest * CHAR_PX + GAP_PX)));
}

/** `name` cut to what fits in `width` px, with "…" when cut. */
export function fitLabel(name: string, width: number): string {
  // Half a glyph of tolerance: categoryAxisWidth rounds to whole pixels.
  const room = Math.max(3, Math.floor((width - GAP_PX) / CHAR_PX + 0.5));
  return name.length <= room ? name : `${name.slice(0, room - 1).trimEnd()}…`;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/** A YAxis `tick` renderer for names `width` px wide. */
export function categoryTick(width: number) {
  return function CategoryTick({ x = 0, y = 0, payload }: TickProps) {
    const name = String(payload?.value ?? '');
    const shown = fitLabel(name, width);
    return (
      <text x={Number(x)} y={Number(y)} textAnchor="end" dominantBaseline="central" fill={tick.fill} fontSize={tick.fontSize}>
        {shown !== name && <title>{name}</title>}
        {shown}
      </text>
    );
  };
}
