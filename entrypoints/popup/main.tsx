// The popup's entry. Import order matters: ./start sends the first-paint request to the worker, then
// React and the tree are evaluated (fetched in parallel, as static imports), so the round trip
// overlaps React's start-up (cached content within 150 ms).
// No zod here: the popup parses nothing with it (the worker validates), so it does not load it at all
// (tests/unit/build/popup-size.test.ts checks; lib/zod-config.ts is for the pages that do).
import './start';
import './render';
