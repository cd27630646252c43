// "Sites using it": the domains where the technology was detected, newest first (as the API sends
// them), each a link to that domain's view.
import type { ResponseData } from '@/lib/api/catalog';
import { DataTable } from '../DataTable';
import { formatNumber } from '../format';
import { RelativeTime } from '../RelativeTime';
import { t, tn } from '@/lib/i18n';

type Sites = ResponseData<'technology.domains'>;

export function SitesList({ data, hrefFor, now }: { data: Sites; hrefFor(domain: string): string; now?: number }) {
  if (data.domains.length === 0) return <p className="hint">{t('technologies_noSites', [data.technology.name])}</p>;
  return (
    <>
      <p className="hint">{tn('technologies_sitesShown', data.count, [formatNumber(data.domains.length)])}</p>
      <DataTable
        className="tech-sites"
        caption={t('technologies_sitesCaption', [data.technology.name])}
        columns={[
          {
            header: t('companies_colDomain'),
            kind: 'domain',
            cell: (d) => (
              <a href={hrefFor(d.domain)} target="_blank" rel="noreferrer">
                {d.domain}
              </a>
            ),
          },
          { header: t('technologies_colFirstDetected'), kind: 'date', cell: (d) => <RelativeTime value={d.first_detected} now={now} /> },
          { header: t('technologies_colLastDetected'), kind: 'date', cell: (d) => <RelativeTime value={d.last_detected} now={now} /> },
        ]}
        rows={data.domains}
        rowKey={(d) => d.domain}
      />
    </>
  );
}
