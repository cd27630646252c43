// The names beside horizontal bars: on one line each, never clipped at the chart's left edge and never
// wrapped onto the next bar's name. The axis is as wide as the longest name needs, up to `max`; a name
// longer than that is shortened with "…" and keeps its full text as the tick's tooltip.
import { tick } from './theme';

/** Average advance of an 11 px glyph, when the page cannot measure text (tests without a canvas). */
const CHAR_PX = 7;
const GAP_PX = 8;
const FONT = `${tick.fontSize}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

/** Text width in px, as the browser draws it in the tick's font: fonts differ by system (DejaVu Sans,
 * Linux's system-ui, is far wider than Segoe UI), so an average per glyph cut "Squarespace Commerce". */
export type Measure = (text: string) => number;

let context: CanvasRenderingContext2D | null | undefined;
export const measureText: Measure = (text) => {
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
      if (context) context.font = FONT;
    } catch {
      context = null;
    }
  }
  const width = context?.measureText(text).width;
  return typeof width === 'number' && width > 0 ? Math.ceil(width) : text.length * CHAR_PX;
};

/** The axis width the longest name needs, between 40 px and `max`. */
export function categoryAxisWidth(names: readonly string[], max: number, measure: Measure = measureText): number {
  const longest = names.reduce((n, s) => Math.max(n, measure(s)), 0);
  return Math.round(Math.min(max, Math.max(40, longest + GAP_PX)));
}

/** `name` cut to what fits in `width` px, with "…" when cut. */
export function fitLabel(name: string, width: number, measure: Measure = measureText): string {
  const room = width - GAP_PX;
  if (measure(name) <= room) return name;
  let end = name.length - 1;
  while (end > 1 && measure(`${name.slice(0, end).trimEnd()}…`) > room) end--;
  return `${name.slice(0, end).trimEnd()}…`;
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
