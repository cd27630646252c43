// Chart colours as CSS variables from theme.css (so dark mode follows), with the light values as
// fallbacks. Only chart modules import this, and they are loaded lazily.
// One colour per meaning, in charts and lists alike: adopted is --ok (green) and removed is --err (red)
// wherever they show (theme.css: .event, .event-removed, .chips-adopted, .chips-removed).
export const C = {
  brand: 'var(--brand, #4f46e5)',
  adopted: 'var(--ok, #0f7b4a)',
  removed: 'var(--err, #b42318)',
  muted: 'var(--muted, #5b5b72)',
  line: 'var(--line, #e2e2ec)',
  highlight: 'var(--warn, #8a5a00)',
} as const;

export const tick = { fill: C.muted, fontSize: 11 };
export const tooltipStyle = {
  contentStyle: { background: 'var(--panel, #fff)', border: `1px solid ${C.line}`, borderRadius: 6, color: 'var(--text, #1d1d2b)', fontSize: 12 },
  labelStyle: { fontWeight: 600 },
} as const;
