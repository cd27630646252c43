// From what the page showed (inspect-page.ts) to technologies with a version and their evidence: one
// entry per technology, however many signals named it. Pure, so the rules are unit-tested.
import type { TechnologySummary } from '@/lib/api/schemas';
import type { PageFindings } from './inspect-page';
import { detectorName, nameKey, parseGenerator, technologyOfHost } from './mapping';

export type EvidenceKind = 'library' | 'generator' | 'host';

export interface Evidence {
  kind: EvidenceKind;
  /** What matched, in words a user can check on the page. */
  detail: string;
}

/** One technology seen on the page. */
export interface LocalTechnology {
  name: string;
  /** The version the strongest signal gave (the library's own over the generator tag's). */
  version: string | null;
  /** Other versions other signals gave, when they disagree. */
  otherVersions: string[];
  evidence: Evidence[];
  /** The catalog technology it matched, from the local catalog (free) or an allowed lookup. */
  technology: TechnologySummary | null;
}

/** Signals in order of strength: the library's own global beats a generator tag beats a host. */
export function technologiesFrom(findings: PageFindings): LocalTechnology[] {
  const byKey = new Map<string, LocalTechnology>();
  const add = (name: string, version: string | null, evidence: Evidence) => {
    const key = nameKey(name);
    if (!key) return;
    const found = byKey.get(key);
    if (!found) {
      byKey.set(key, { name, version, otherVersions: [], evidence: [evidence], technology: null });
      return;
    }
    if (!found.evidence.some((e) => e.kind === evidence.kind && e.detail === evidence.detail)) found.evidence.push(evidence);
    if (version && !found.version) found.version = version;
    else if (version && version !== found.version && !found.otherVersions.includes(version)) found.otherVersions.push(version);
  };
  for (const lib of findings.libraries) add(detectorName(lib.name), lib.version, { kind: 'library', detail: 'a script on the page (js-library-detector)' });
  for (const content of findings.generators) {
    const parsed = parseGenerator(content);
    if (parsed) add(parsed.name, parsed.version, { kind: 'generator', detail: `<meta name="generator" content="${content}">` });
  }
  for (const host of findings.hosts) {
    const name = technologyOfHost(host);
    if (name) add(name, null, { kind: 'host', detail: `a script or stylesheet from ${host}` });
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}
