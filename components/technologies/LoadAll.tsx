// "Load all · N credits": every part of a technology not shown yet, after one confirmation of their
// total, listed part by part (parts already shown, or cached, are not asked again). Offered when more
// than one part is left; nothing to pay loads at once. The technology page and the popup's detail both
// use it; the page says what the parts are and how to load them.
import { useState } from 'react';
import type { FeatureName } from '@/lib/messaging/protocol';
import type { SpendByFeature } from '../BudgetCrossing';
import { ConfirmDialog } from '../ConfirmDialog';
import { t } from '@/lib/i18n';
import { creditText } from '../format';

export interface LoadAllPart {
  key: string;
  /** As the part's panel is titled ("What it is", "Usage" …). */
  title: string;
  /** The part's one price, as its card states it (part-prices.ts): with the part it includes, if any. */
  cost: number;
  /** The part this one's price includes (bought first for what it names), not listed on its own: its
   *  title, and its share of `cost` with the feature that share counts under (budget caps). */
  includes?: { title: string; cost: number; feature: FeatureName };
  /** The feature its spend counts under (budget caps). */
  feature: FeatureName;
}

export function LoadAll(props: {
  /** The technology's name, for the confirmation's title. */
  subject: string;
  parts: readonly LoadAllPart[];
  /** The balance (a free, local read) for the confirmation; null when unknown. */
  readBalance: () => Promise<number | null>;
  onConfirm: () => void;
  className?: string;
}) {
  const { parts, onConfirm } = props;
  const [confirming, setConfirming] = useState<{ balance: number | null } | null>(null);
  const total = parts.reduce((sum, part) => sum + part.cost, 0);
  // The total split by feature: the confirmation names any budget cap it would cross.
  const spend: SpendByFeature = {};
  for (const part of parts) {
    const included = part.includes?.cost ?? 0;
    spend[part.feature] = (spend[part.feature] ?? 0) + part.cost - included;
    if (part.includes) spend[part.includes.feature] = (spend[part.includes.feature] ?? 0) + included;
  }
  if (parts.length < 2 && !confirming) return null;
  const label = t('technologies_loadAll', [creditText(total)]);

  async function ask() {
    // Nothing to pay (cached parts): no confirmation.
    if (total === 0) return onConfirm();
    setConfirming({ balance: await props.readBalance().catch(() => null) });
  }
  return (
    <>
      <button type="button" className={props.className ? `primary ${props.className}` : 'primary'} onClick={() => void ask()}>
        {label}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('technologies_loadAllTitle', [props.subject])}
          cost={total}
          balance={confirming.balance}
          feature={spend}
          confirmLabel={label}
          onConfirm={() => {
            setConfirming(null);
            onConfirm();
          }}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('technologies_loadAllText')}</p>
          <ul className="load-all-parts">
            {parts.map((part) => (
              <li key={part.key}>
                {part.includes ? t('technologies_partWith', [part.title, part.includes.title]) : part.title} · {creditText(part.cost)}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </>
  );
}
