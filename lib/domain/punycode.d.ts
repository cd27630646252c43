// punycode.js (the userland package, not Node's deprecated built-in) ships no types.
declare module 'punycode/punycode.es6.js' {
  export function toUnicode(domain: string): string;
  export function toASCII(domain: string): string;
}
