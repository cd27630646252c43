// Worker handlers of on-page technologies hidden per site (lib/messaging/features/hidden.ts): a
// preference in this browser's database only; no request is made.
import { everyHidden, hiddenOn, hideTechnology, showTechnologies } from '@/lib/db/hidden-technologies';
import type { hiddenInputs } from '@/lib/messaging/features/hidden';
import type { FeatureDeps, FeatureHandlers } from './types';

export function createHiddenHandlers({ db, now }: FeatureDeps): FeatureHandlers<keyof typeof hiddenInputs> {
  return {
    'hidden.hide': async ({ site, name }) => {
      await hideTechnology(db, site, name, now());
      return { hidden: await hiddenOn(db, site) };
    },
    'hidden.show': async ({ site, names }) => {
      await showTechnologies(db, site, names);
      return { shown: true };
    },
    'hidden.list': async () => (await everyHidden(db)).map(({ site, name, hiddenAt }) => ({ site, name, hiddenAt })),
  };
}
