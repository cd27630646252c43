// Options › Lead lists: create a list (paid on rows delivered, after an estimate and a
// confirmation), follow it while it runs in the background, and open one at #lead-lists/<id>.
import { KeyRequired } from '@/components/KeyRequired';
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

export function LeadListsSection() {
  const id = leadListIdFromHash(useHashRoute());
  const { lists, error, reload } = useLeadLists();
  return (
    <section aria-labelledby="lead-lists-title" className="technologies-section lead-lists-section">
      <h1 id="lead-lists-title">Lead lists</h1>
      <KeyRequired why="Lead lists need your API key: nothing here can run until it is set.">
        {error && <ErrorNotice error={error} settingsHref={settingsHash} onRetry={() => void reload()} />}
        {id !== null ? (
          <LeadListPage key={id} id={id} tracked={lists?.find((l) => l.remoteId === id)} onChanged={() => void reload()} />
        ) : (
          <>
            <p className="hint">
              A lead list finds the companies using the technologies you choose, with their contacts. It runs in the background (you may close this page) and is
              billed when it finishes: {creditText(UNIT_PRICES.leadListRow)} per row delivered, capped to your balance; a failed list costs nothing.
            </p>
            <CreatePanel
              onCreated={(list) => {
                void reload();
                location.hash = leadListHash(list.remoteId);
              }}
            />
            <section aria-labelledby="lead-lists-yours-title">
              <h2 id="lead-lists-yours-title">Your lead lists</h2>
              {lists === null ? <p role="status">Loading…</p> : <LeadListsTable lists={lists} hrefFor={leadListHash} />}
            </section>
          </>
        )}
      </KeyRequired>
    </section>
  );
}
