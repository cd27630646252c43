// The same batch company lookup within the cache's life is answered from the cache: paid once.
import { describe, expect, it } from 'vitest';
import { companyRecord, ok } from '../support/fake-api';
import { harness } from '../support/client-harness';

const company = (domain: string) => companyRecord(domain);

describe('repeated batch lookups', () => {
  it('charges the first batch once and answers the same batch again from the cache, free', async () => {
    const { client, fetch, ledger } = await harness([ok({ companies: [company('a.com')], not_found: ['b.com'] })]);
    const first = await client.call('companies.batch', { domains: ['a.com', 'b.com'] });
    expect(first).toMatchObject({ source: 'network', credits: 2 });
    const again = await client.call('companies.batch', { domains: ['a.com', 'b.com'] });
    expect(again).toMatchObject({ source: 'cache', credits: 0, data: { not_found: ['b.com'] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await ledger()).map((r) => r.credits)).toEqual([2]);
  });
});
