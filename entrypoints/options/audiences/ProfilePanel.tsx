// Profile of an audience (1 credit, GET /v1/audiences/{id}/profile): technology and category
// distributions, a slice by one technology or category, and "cached result" on a server cache hit.
import { lazy, useEffect, useState } from 'react';
import { ChartFrame } from '@/components/ChartFrame';
import { ErrorNotice } from '@/components/ErrorNotice';
import { formatShare } from '@/components/format';
import type { ApiErrorData } from '@/lib/api/errors';
import type { ResponseData } from '@/lib/api/catalog';
import { messenger } from '@/lib/messaging/client';
import { toError } from './use-audiences';

const ProfileChart = lazy(() => import('@/components/charts/ProfileChart'));
type Profile = ResponseData<'audiences.profile'>;
type Slice = { technology?: string; category?: string };

const TOP = 10;
const members = (n: number) => `${n.toLocaleString('en-US')} member${n === 1 ? '' : 's'}`;

/** Whether this browser holds a fresh copy of a profile (cache.peek, free), re-checked when `tick` changes. */
function useSaved(remoteId: string | null, slice: Slice, tick: number): boolean {
  const key = remoteId ? JSON.stringify({ id: remoteId, ...slice }) : null;
  const [saved, setSaved] = useState<{ key: string; fresh: boolean } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    messenger.send('cache.peek', { endpoint: 'audiences.profile', params: JSON.parse(key) as Record<string, unknown> })
      .then((hit) => current && setSaved({ key, fresh: hit?.source === 'cache' }), () => current && setSaved({ key, fresh: false }));
    return () => {
      current = false;
    };
  }, [key, tick]);
  return saved !== null && saved.key === key && saved.fresh;
}

export function ProfilePanel({ audienceId, remoteId, onSpent }: { audienceId: string; remoteId: string | null; onSpent: () => void }) {
  const [profile, setProfile] = useState<{ data: Profile; source: string; slice: Slice } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [sliceText, setSliceText] = useState('');
  const [sliceBy, setSliceBy] = useState<'technology' | 'category'>('technology');
  const [tick, setTick] = useState(0);
  const wholeSaved = useSaved(remoteId, {}, tick);
  const sliceSaved = useSaved(remoteId, sliceText.trim() ? { [sliceBy]: sliceText.trim() } : {}, tick) && Boolean(sliceText.trim());
  const price = (saved: boolean) => (saved ? 'free (saved in this browser)' : '1 credit');

  async function load(slice: Slice, refresh = false) {
    setBusy(true);
    setError(null);
    try {
      const result = await messenger.send('audience.profile', { id: audienceId, ...slice, refresh });
      setProfile({ data: result.data, source: result.source, slice });
      if (result.credits > 0) onSpent();
    } catch (e) {
      setError(toError(e));
    } finally {
      setBusy(false);
      setTick((t) => t + 1);
    }
  }
  const sliceLabel = (s: Slice) => (s.technology ? `members running ${s.technology}` : s.category ? `members in ${s.category}` : 'all members');
  const data = profile?.data;
  return (
    <section aria-labelledby="profile-title" className="audience-profile">
      <h3 id="profile-title">Profile</h3>
      <div className="row">
        <button type="button" className="primary" disabled={busy} onClick={() => void load({})}>
          Profile all members · {price(wholeSaved)}
        </button>
        <label className="inline-field">
          Slice by
          <select value={sliceBy} onChange={(e) => setSliceBy(e.target.value as 'technology' | 'category')}>
            <option value="technology">Technology</option>
            <option value="category">Category</option>
          </select>
        </label>
        <label className="inline-field">
          {sliceBy === 'technology' ? 'Technology name' : 'Category name'}
          <input value={sliceText} onChange={(e) => setSliceText(e.target.value)} list="profile-slice-options" />
        </label>
        <datalist id="profile-slice-options">
          {(sliceBy === 'technology' ? data?.technologies.map((t) => t.name) : data?.categories.map((c) => c.name))?.map((n) => <option key={n} value={n} />)}
        </datalist>
        <button type="button" disabled={busy || !sliceText.trim()} onClick={() => void load({ [sliceBy]: sliceText.trim() })}>
          Profile slice · {price(sliceSaved)}
        </button>
      </div>
      {busy && <p aria-live="polite">Profiling…</p>}
      {error && <ErrorNotice error={error} onRetry={() => void load(profile?.slice ?? {})} settingsHref="#settings" />}
      {data && profile && (
        <div aria-label="Profile result" role="region">
          <p>
            {sliceLabel(profile.slice)}: {data.profiled.toLocaleString('en-US')} of {data.members.toLocaleString('en-US')} members profiled.{' '}
            {data.cache.hit && <span className="chip">Cached result</span>}{' '}
            {profile.source !== 'network' && <span className="chip">Saved in this browser: no credit spent</span>}
          </p>
          {data.cache.hit && <p className="hint">The server reused a profile computed {new Date(data.cache.computed_at).toLocaleString()}; a cached profile still costs 1 credit (published spec).</p>}
          <div className="profile-charts">
            <div>
              <h4>Technologies</h4>
              <ChartFrame label={`Chart of the top ${Math.min(TOP, data.technologies.length)} technologies by share of members`} height={240}>
                <ProfileChart rows={data.technologies.slice(0, TOP)} height={240} />
              </ChartFrame>
              <ol aria-label="Technologies by share">
                {data.technologies.slice(0, TOP).map((t) => (
                  <li key={t.id}>
                    {t.name} ({t.category}): {members(t.domains)}, {formatShare(t.share)}
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h4>Categories</h4>
              <ChartFrame label={`Chart of the top ${Math.min(TOP, data.categories.length)} categories by share of members`} height={240}>
                <ProfileChart rows={data.categories.slice(0, TOP)} height={240} />
              </ChartFrame>
              <ol aria-label="Categories by share">
                {data.categories.slice(0, TOP).map((c) => (
                  <li key={c.name}>
                    {c.name}: {members(c.domains)}, {formatShare(c.share)}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
