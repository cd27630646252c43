// The popup: the active tab's site (or `?domain=`), its technologies, history and company. Never blank:
// a skeleton first, then data, a reason there is nothing to look up, or what to do about an error.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { BalanceView } from '@/lib/messaging/protocol';
import { ErrorNotice } from '@/components/ErrorNotice';
import { DomainView } from './DomainView';
import { Header } from './Header';
import { LocalPanel } from './LocalPanel';

import { budgetsUrl, creditsUrl, settingsUrl as settingsHref } from '@/lib/ui/routes';
import { SearchBox } from './SearchBox';
import { useLocalDetection } from './use-local-detection';
import { usePopupOpen } from './use-popup-open';
import { priceOf } from '@/lib/api/prices';
import { t } from '@/lib/i18n';

/** With no key: what StackLens is and where to set the key (lazy, like the offer below). */
const SetupPrompt = lazy(() => import('./SetupPrompt'));
/** A tab that is no web site (a browser page, a file): why there is nothing to look up. */
const NotASite = lazy(() => import('./NotASite'));
/** Offered once, to someone who had a key before the first-run question: lazy (the popup's initial JS budget). */
const LookupChoiceOffer = lazy(() => import('./LookupChoiceOffer').then((m) => ({ default: m.LookupChoiceOffer })));

/** A call sent this soon after the last answer belongs to the same action (a part that waited for another). */
const SAME_ACTION_MS = 500;

function Skeleton() {
  return (
    <div className="skeleton" aria-busy="true" aria-label={t('popup_loading')}>
      <div className="bar wide" />
      <div className="bar" />
      <div className="bar" />
      <div className="bar" />
    </div>
  );
}

/** `askFirst`: spend nothing on open, whatever the setting (the side panel following a tab, SidePanel.tsx). */
export function App({ askFirst = false }: { askFirst?: boolean } = {}) {
  const { opened, target, initial, search, failure, retry } = usePopupOpen({ askFirst });
  const [balance, setBalance] = useState<BalanceView | null>(null);

  // The balance the worker tracks locally (X-Credits-Remaining after each call); the worker re-reads
  // it from the server (free) when a 402 or a lost answer made it doubtful, or when the user asks.
  const refreshBalance = useCallback((sync = false) => {
    messenger.send('credits.get', { sync }).then(setBalance, () => undefined);
  }, []);
  // What the last action cost, for the header: a spend is never silent. The calls of one action add up
  // (Load all's parts, sent together; a part sent the moment another answered); a free or failed call,
  // or another site, clears it. `undefined`: nothing since the popup opened (the first lookup's line shows).
  const [spentNow, setSpentNow] = useState<number | null | undefined>(undefined);
  const action = useRef<{ credits: number; answeredAt: number } | null>(null);
  const afterCall = useCallback(
    (credits?: number, how?: { initial?: boolean; startedAt?: number }) => {
      refreshBalance(false);
      if (how?.initial) return;
      if (!credits || credits <= 0) {
        action.current = null;
        setSpentNow(null);
        return;
      }
      const previous = action.current;
      const joins = previous !== null && how?.startedAt !== undefined && how.startedAt <= previous.answeredAt + SAME_ACTION_MS;
      const total = (joins ? previous.credits : 0) + credits;
      action.current = { credits: total, answeredAt: Date.now() };
      setSpentNow(total);
    },
    [refreshBalance],
  );
  const local = useLocalDetection(opened?.key ?? null, opened?.settings ?? null, afterCall);
  // Another site in view (a search): what was spent on the last one is no longer "just now".
  const [spentOn, setSpentOn] = useState<string | null>(null);
  const viewed = target?.ok ? target.domain : null;
  if (viewed !== null && viewed !== spentOn) {
    if (spentOn !== null) setSpentNow(null);
    setSpentOn(viewed);
  }
  useEffect(() => {
    action.current = null;
  }, [viewed]);
  // The on-page detection is about the clicked tab's site, not a domain the user searched for.
  const localHere = target && opened && target === opened.target ? local : ({ status: 'none' } as const);

  // No request on open: a reopen within the cache's life must make none at all. The balance that came
  // with the popup's first answer is shown in the render that brings it.
  const [balanceFrom, setBalanceFrom] = useState<typeof opened>(null);
  if (opened && opened !== balanceFrom) {
    setBalanceFrom(opened);
    setBalance(opened.balance);
  }

  // Opening the popup on a site not looked up before spends: the header says what it cost.
  const first = opened?.technologies && 'result' in opened.technologies ? opened.technologies.result : null;
  const spend =
    spentNow !== undefined
      ? spentNow === null
        ? null
        : { credits: spentNow, label: t('popup_spentJustNow') }
      : first && first.source === 'network' && first.credits > 0 && opened?.target.ok
        ? { credits: first.credits, label: t('popup_lookedUp', [opened.target.display]) }
        : null;

  let body;
  // Opening again may look the site up (1 credit unless cached or "Ask before each lookup" is on).
  if (failure) {
    // The clicked tab's on-page detection does not need the first answer: it still shows.
    body = (
      <>
        <ErrorNotice
          error={failure}
          onRetry={retry}
          cost={priceOf('domain.technologies')}
          settingsHref={settingsHref()}
          creditsHref={creditsUrl()}
          budgetsHref={budgetsUrl()}
        />
        <LocalPanel state={local} />
      </>
    );
  } else if (!opened || !target) body = <Skeleton />;
  else if (!opened.key.configured) {
    body = (
      <>
        <Suspense fallback={null}>
          <SetupPrompt />
        </Suspense>
        <LocalPanel state={localHere} />
      </>
    );
  } else if (!target.ok) {
    body = (
      <>
        <Suspense fallback={null}>
          <NotASite message={target.message} />
        </Suspense>
        <LocalPanel state={localHere} />
      </>
    );
  } else {
    body = (
      <DomainView
        key={target.domain}
        target={target}
        askFirst={opened.settings.askBeforeLookup}
        keyInfo={opened.key}
        balance={balance}
        onSpent={afterCall}
        initial={initial}
        local={localHere}
        ideal={opened.settings.idealCustomer}
      />
    );
  }

  return (
    <div className="popup">
      <Header balance={balance} spend={spend} budgetNear={opened?.budgetNear} onSync={opened?.key.configured ? () => refreshBalance(true) : undefined} />
      {opened?.key.configured !== false && (
        <SearchBox
          onSearch={search}
          askFirst={Boolean(opened?.settings.askBeforeLookup)}
          noCredits={opened?.key.mode !== 'test' && balance?.balance === 0}
          budgeted={opened?.key.mode !== 'test'}
        />
      )}
      <main>
        {opened?.key.configured && opened.offerLookupChoice && (
          <Suspense fallback={null}>
            <LookupChoiceOffer />
          </Suspense>
        )}
        {body}
      </main>
    </div>
  );
}
