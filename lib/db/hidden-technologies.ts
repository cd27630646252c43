// On-page technologies hidden per site ("Not right?" › Hide on this site): a reading preference kept
// in this browser only. Hiding changes what the on-page group shows, never the database's rows.
import type { HiddenTechnologyRow, StackLensDB } from './database';

/** Hides `name` on `site` (a registrable domain); hiding it again keeps the first date. */
export async function hideTechnology(db: StackLensDB, site: string, name: string, now: number): Promise<void> {
  await db.transaction('rw', db.hiddenTechnologies, async () => {
    if (!(await db.hiddenTechnologies.get([site, name]))) await db.hiddenTechnologies.put({ site, name, hiddenAt: now });
  });
}

/** Shows `names` on `site` again; with no names, everything hidden on the site; with no site, everything. */
export async function showTechnologies(db: StackLensDB, site?: string, names?: readonly string[]): Promise<void> {
  if (site === undefined) await db.hiddenTechnologies.clear();
  else if (names === undefined) await db.hiddenTechnologies.where('site').equals(site).delete();
  else await db.hiddenTechnologies.bulkDelete(names.map((name): [string, string] => [site, name]));
}

/** The names hidden on `site`, sorted. */
export async function hiddenOn(db: StackLensDB, site: string): Promise<string[]> {
  return (await db.hiddenTechnologies.where('site').equals(site).toArray()).map((r) => r.name);
}

/** Everything hidden, by site then name (the primary key's order). */
export function everyHidden(db: StackLensDB): Promise<HiddenTechnologyRow[]> {
  return db.hiddenTechnologies.toArray();
}
