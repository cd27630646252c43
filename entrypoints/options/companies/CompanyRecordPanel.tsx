// The full record of one company from the results: priced before loading (company.get, 1 credit
// unless cached), then a CompanyCard, inside the company's detail (CompanyDetail.tsx). Keyed by domain
// by its parent, so a new company starts idle.
import { useRef, useState } from 'react';
import { CompanyCard } from '@/components/CompanyCard';
import { idle, type Loadable } from '@/lib/ui/loadable';
import { PaidPanel } from '@/components/PaidPanel';
import type { CompanyRecord } from '@/lib/api/schemas';
import { messenger } from '@/lib/messaging/client';
import { toApiError } from '@/lib/api/errors';
import { usePeekCost } from '@/lib/ui/use-cached';
import { priceOf } from '@/lib/api/prices';
import { t } from '@/lib/i18n';

export function CompanyRecordPanel({ domain, name }: { domain: string; name: string }) {
  const [state, setState] = useState<Loadable<CompanyRecord>>(idle);
  const request = useRef(0);
  const cost = usePeekCost('company.get', { domain });

  function load(refresh: boolean) {
    const id = ++request.current;
    setState((s) => ({ status: 'loading', previous: s.status === 'loaded' ? s.data : undefined }));
    messenger.call('company.get', { domain }, { refresh }).then(
      (r) => id === request.current && setState({ status: 'loaded', data: r.data, source: r.source, storedAt: r.storedAt, credits: r.credits }),
      (error: unknown) => id === request.current && setState({ status: 'error', error: toApiError(error) }),
    );
  }

  return (
    <div className="company-record">
      <PaidPanel
        title={t('companies_recordTitle', [name])}
        loadLabel={t('companies_recordLoad')}
        cost={state.status === 'loaded' ? priceOf('company.get') : cost}
        state={state}
        onLoad={() => load(false)}
        onRefresh={() => load(true)}
      >
        {(company) => <CompanyCard company={company} />}
      </PaidPanel>
    </div>
  );
}
