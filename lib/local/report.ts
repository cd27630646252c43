// The "Not right?" report: plain text the user copies and sends to StackLens's makers themselves
// (nothing is sent). It names the rule and the evidence the row shows, and the page's site (its origin)
// only: the path, query string or fragment can carry a session, a reset token or an email.
// It stays in English in every UI language, on purpose: it is written for the rule set's makers, who
// read every report in one language, and its labels ("Rule:", "Evidence:") are what they search for. The
// popup around it (its button, its hint, its confirmation: hidden.json) is translated.
import type { LocalTechnology } from './findings';

export interface ReportContext {
  /** The page's address as local.detect gives it (already its origin only). */
  page: string | null;
  /** The extension's version (its manifest). */
  extensionVersion: string;
  /** When the report is made (ms since the epoch). */
  now: number;
}

/** The address's origin (scheme, host, port), whatever it was given: no path, query string or fragment. */
export function originOnly(address: string): string {
  try {
    const { origin } = new URL(address);
    if (origin !== 'null') return origin;
  } catch {
    // Not an address: cut at its first path, query or fragment below.
  }
  return address.replace(/^([a-z][a-z0-9+.-]*:\/\/)?([^/?#]*).*$/is, '$1$2');
}

export function reportText(tech: LocalTechnology, { page, extensionVersion, now }: ReportContext): string {
  const lines = [
    'StackLens on-page detection: not right?',
    '',
    `Technology: ${tech.name}${tech.version ? ` ${tech.version}` : ''}`,
    `Rule: ${tech.name} (StackLens rule set)`,
    `Category: ${tech.category ?? 'none'}`,
    `Version: ${tech.version ?? 'none read'}`,
    ...(tech.otherVersions.length > 0 ? [`Other versions reported: ${tech.otherVersions.join(', ')}`] : []),
    'Evidence:',
    ...tech.evidence.map((e) => `- ${e.kind}: ${e.detail}`),
    `Page: ${page ? `${originOnly(page)} (the site only, not the page’s path)` : 'unknown'}`,
    `StackLens version: ${extensionVersion}`,
    `Date: ${new Date(now).toISOString()}`,
    '',
    'What is wrong (please describe):',
    '',
  ];
  return lines.join('\n');
}
