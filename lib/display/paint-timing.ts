// The name of the Element Timing entries (https://w3c.github.io/element-timing/) the popup's technology
// headings carry: the browser reports when the first of them is painted, kept frame or React's render
// alike, which is what a person sees. `npm run bench:popup` reads it, and its static floor page carries
// the same name, so both are timed the same way.
export const SHOWN_ELEMENT = 'stacklens-technologies';
