// The credits charts as one lazy module. Together they use the Recharts parts that the popup's
// charts share (grid and legend included) and not Line, so the bundler splits the popup's chart
// chunks exactly as before; tests/unit/build/popup-size.test.ts counts them by name.
export { default as DailyChart } from './DailyChart';
export { default as BreakdownChart } from './BreakdownChart';
