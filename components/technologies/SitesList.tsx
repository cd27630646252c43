// "Sites using it": the domains where the technology was detected, newest first (as the API sends
// them), each a link to that domain's view.
import type { ResponseData } from '@/lib/api/catalog';
import { DataTable } from '../DataTable';
import { formatNumber } from '../format';
import { RelativeTime } from '../RelativeTime';

type Sites = ResponseData<'technology.domains'>;

export function SitesList({ data, hrefFor, now }: { data: Sites; hrefFor(domain: string): string; now?: number }) {
  if (data.domains.length === 0) return <p className="hint">No sites using {data.technology.name} were found.</p>;
  return (
    <>
      <p className="hint">
        {formatNumber(data.domains.length)} of {formatNumber(data.count)} sites, newest detections first.
      </p>
      <DataTable
        className="tech-sites"
        caption={`Sites using ${data.technology.name}`}
        columns={[
          {
            header: 'Domain',
            kind: 'domain',
            cell: (d) => (
              <a href={hrefFor(d.domain)} target="_blank" rel="noreferrer">
                {d.domain}
              </a>
            ),
          },
          { header: 'First detected', kind: 'date', cell: (d) => <RelativeTime value={d.first_detected} now={now} /> },
          { header: 'Last detected', kind: 'date', cell: (d) => <RelativeTime value={d.last_detected} now={now} /> },
        ]}
        rows={data.domains}
        rowKey={(d) => d.domain}
      />
    </>
  );
}
