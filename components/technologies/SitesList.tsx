// "Sites using it": the domains where the technology was detected, newest first (as the API sends
// them), each a link to that domain's view.
import type { ResponseData } from '@/lib/api/catalog';
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
      <table className="data-table tech-sites">
        <caption className="visually-hidden">Sites using {data.technology.name}</caption>
        <thead>
          <tr>
            <th scope="col" className="text">
              Domain
            </th>
            <th scope="col">First detected</th>
            <th scope="col">Last detected</th>
          </tr>
        </thead>
        <tbody>
          {data.domains.map((d) => (
            <tr key={d.domain}>
              <th scope="row" className="text">
                <a href={hrefFor(d.domain)} target="_blank" rel="noreferrer">
                  {d.domain}
                </a>
              </th>
              <td>
                <RelativeTime value={d.first_detected} now={now} />
              </td>
              <td>
                <RelativeTime value={d.last_detected} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
