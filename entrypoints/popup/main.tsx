// The popup's entry. Import order matters: ./start sends the first-paint request to the worker, then
// React and the tree are evaluated (fetched in parallel, as static imports), so the round trip
// overlaps React's start-up (cached content within 150 ms).
// First: zod's CSP-safe setting, before any schema parses (lib/zod-config.ts).
import '@/lib/zod-config';
import './start';
import './render';
