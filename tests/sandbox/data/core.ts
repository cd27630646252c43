// Shared state of one world: the seed, "now", the directory, and memoised per-domain data and
// company records. The indexes over the signal universe are built lazily, on first use.
import type { CompanyRecord } from '../../../lib/api/schemas';
import { buildDirectory, companyOutsideDirectory } from './companies';
import { generateDomain, inDatabaseByName, type DomainData, type DomainTech } from './domains';
import { FIXTURE_LIST, fixtureDomainData, fixtureFor } from './fixtures';
import { techCatalog, type TechCatalog } from './tech-catalog';

export interface UniverseEntry {
  domain: string;
  entry: DomainTech;
}

export class WorldCore {
  readonly catalog: TechCatalog = techCatalog();
  readonly nowMs: number;
  readonly directory: readonly CompanyRecord[];
  readonly directoryByDomain: ReadonlyMap<string, CompanyRecord>;
  private readonly domainMemo = new Map<string, DomainData>();
  private index: Map<number, UniverseEntry[]> | undefined;

  constructor(
    readonly seed: string,
    readonly now: Date,
  ) {
    this.nowMs = now.getTime();
    const fixtureCompanies = FIXTURE_LIST.flatMap((f) => (f.inDirectory && f.company ? [f.company] : []));
    this.directory = buildDirectory(seed, fixtureCompanies);
    this.directoryByDomain = new Map(this.directory.map((c) => [c.domain, c]));
  }

  /** Stack of any domain name, whether or not it is in the database (live detection needs both). */
  stackOf(domain: string): DomainData {
    const key = domain.trim().toLowerCase();
    let data = this.domainMemo.get(key);
    if (!data) {
      const fixture = fixtureFor(key);
      // A fixture absent from the database still gets a (seed-free) stack for live detection.
      data =
        fixture && fixture.inDatabase
          ? fixtureDomainData(fixture, this.nowMs, this.catalog)
          : generateDomain(fixture ? 'fixture' : this.seed, key, this.nowMs, this.catalog);
      this.domainMemo.set(key, data);
    }
    return data;
  }

  inDatabase(domain: string): boolean {
    const key = domain.trim().toLowerCase();
    const fixture = fixtureFor(key);
    if (fixture) return fixture.inDatabase;
    return this.directoryByDomain.has(key) || inDatabaseByName(key);
  }

  /** Pre-crawled data of a domain; null = not in the database. */
  domainData(domain: string): DomainData | null {
    return this.inDatabase(domain) ? this.stackOf(domain) : null;
  }

  company(domain: string): CompanyRecord | null {
    const key = domain.trim().toLowerCase();
    const fixture = fixtureFor(key);
    if (fixture) return fixture.company;
    const listed = this.directoryByDomain.get(key);
    if (listed) return listed;
    return this.inDatabase(key) ? companyOutsideDirectory(this.seed, key) : null;
  }

  /** Domains whose changes make signals: the directory plus in-database fixtures outside it. */
  universe(): string[] {
    const extra = FIXTURE_LIST.filter((f) => f.inDatabase && !f.inDirectory && f.inSignals !== false).map((f) => f.domain);
    return [...this.directory.map((c) => c.domain), ...extra];
  }

  /** technology id → every universe domain with a record of it (active or removed). */
  techIndex(): ReadonlyMap<number, readonly UniverseEntry[]> {
    if (!this.index) {
      const index = new Map<number, UniverseEntry[]>();
      for (const domain of this.universe()) {
        for (const entry of this.stackOf(domain).techs) {
          let list = index.get(entry.tech.id);
          if (!list) index.set(entry.tech.id, (list = []));
          list.push({ domain, entry });
        }
      }
      this.index = index;
    }
    return this.index;
  }

  /** The record of a technology on a domain, if the domain has one. */
  entryOf(domain: string, techId: number): DomainTech | undefined {
    return this.stackOf(domain).techs.find((t) => t.tech.id === techId);
  }
}
