// Options › Lead lists: create a list (paid on rows delivered, after an estimate and a
// confirmation), follow it while it runs in the background, and open one at #lead-lists/<id>.
import { KeyRequired } from '../KeyRequired';
import { ErrorNotice } from '@/components/ErrorNotice';
import { LeadListsTable } from '@/components/lead-lists/LeadListsTable';
import { CreatePanel } from '../lead-lists/CreatePanel';
import { LeadListPage } from '../lead-lists/LeadListPage';
import { leadListHash, leadListIdFromHash, settingsHash } from '@/lib/ui/routes';
import { useHashRoute } from '@/lib/ui/use-hash-route';
import { useLeadLists } from '../lead-lists/use-lead-lists';
import '../technologies/technologies.css';
import '../lead-lists/lead-lists.css';
import { UNIT_PRICES } from '@/lib/api/prices';
import { creditText } from '@/components/format';
import { t } from '@/lib/i18n';

export function LeadListsSection() {
  const id = leadListIdFromHash(useHashRoute());
  const { lists, error, reload } = useLeadLists();
  return (
    <section aria-labelledby="lead-lists-title" className="technologies-section lead-lists-section">
      <h1 id="lead-lists-title">{t('leadLists_title')}</h1>
      <KeyRequired why={t('leadLists_keyRequired')}>
        {error && <ErrorNotice error={error} settingsHref={settingsHash} onRetry={() => void reload()} />}
        {id !== null ? (
          <LeadListPage key={id} id={id} tracked={lists?.find((l) => l.remoteId === id)} onChanged={() => void reload()} />
        ) : (
          <>
            <p className="hint">{t('leadLists_intro', [creditText(UNIT_PRICES.leadListRow)])}</p>
            <CreatePanel
              onCreated={(list) => {
                void reload();
                location.hash = leadListHash(list.remoteId);
              }}
            />
            <section aria-labelledby="lead-lists-yours-title">
              <h2 id="lead-lists-yours-title">{t('leadLists_yours')}</h2>
              {lists === null ? <p role="status">{t('leadLists_loading')}</p> : <LeadListsTable lists={lists} hrefFor={leadListHash} />}
            </section>
          </>
        )}
      </KeyRequired>
    </section>
  );
}
