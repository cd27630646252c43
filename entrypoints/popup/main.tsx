// The popup's entry. Import order matters: ./start sends the first-paint request to the worker. The
// styles are loaded by popup.html itself (a kept first frame needs them), React and the tree are not:
// when a kept first frame of a cached answer is on screen (popup-early.js, lib/first-paint/paint-kept-frame.ts), the browser
// paints it before React's code is evaluated, which takes longer than the page's whole parse. Without
// a frame, React comes at once. npm run bench:popup times both against a static page.
// No zod here: the popup parses nothing with it (the worker validates), so it does not load it at all
// (tests/unit/build/popup-size.test.ts checks; lib/zod-config.ts is for the pages that do).
import './start';
import '@/components/theme.css';
import './popup.css';
import { framePaintedFirst } from '@/lib/first-paint/wait-for-paint';

await framePaintedFirst();
await import('./render');
