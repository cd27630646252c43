// For someone who had a key before Settings asked how the popup treats a new site: the question is
// offered here until it is answered, and meanwhile the popup looks new sites up, as their release did.
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';
import { settingsUrl } from '@/lib/ui/routes';

export function LookupChoiceOffer() {
  return (
    <aside className="notice" aria-label="New: ask before looking up">
      <p>
        New: StackLens can ask before it looks up a site it has not seen ({creditText(priceOf('domain.technologies'))}). Until you choose, new sites are looked
        up automatically, as before.{' '}
        <a href={settingsUrl()} target="_blank" rel="noreferrer">
          Choose in Settings
        </a>
      </p>
    </aside>
  );
}
