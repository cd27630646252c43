// Imported first by every entrypoint (background, popup, popup-early, options), before any schema
// parses. Extension pages' Content Security Policy forbids eval: without `jitless`, zod probes
// `new Function` on its first object parse, which the browser reports as a CSP "unsafe-eval" error
// (Firefox logs it for the background page and each options page). The probe is skipped, and zod's
// interpreted parser used, once this is set.
// zod's core `config` alone, so a page that does not parse yet does not load the classic API.
import { config } from 'zod/v4/core';

config({ jitless: true });
