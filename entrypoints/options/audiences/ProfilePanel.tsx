// Profile of an audience (1 credit, GET /v1/audiences/{id}/profile): technology and category
// distributions, a slice by one technology or category, and "cached result" on a server cache hit.
import { lazy, useEffect, useState } from 'react';
import { ChartFrame } from '@/components/ChartFrame';
import { ErrorNotice } from '@/components/ErrorNotice';
import { creditText, formatShare } from '@/components/format';
import type { ApiErrorData } from '@/lib/api/errors';
import type { ResponseData } from '@/lib/api/catalog';
import { messenger } from '@/lib/messaging/client';
import { toApiError } from '@/lib/api/errors';
import { priceOf } from '@/lib/api/prices';
import { settingsHash } from '@/lib/ui/routes';
import { formatDateTime, formatNumber } from '@/lib/display/format';

const ProfileChart = lazy(() => import('@/components/charts/ProfileChart'));
type Profile = ResponseData<'audiences.profile'>;
type Slice = { technology?: string; category?: string };

const TOP = 10;
const members = (n: number) => `${formatNumber(n)} member${n === 1 ? '' : 's'}`;

type ShareRow = { id?: number; name: string; domains: number; share: number };

/** One of the profile's distributions: a chart of its top rows by share of members, then the same rows as a list. */
function ShareList<R extends ShareRow>({ title, rows, label }: { title: string; rows: R[]; label(row: R): string }) {
  const top = rows.slice(0, TOP);
  const what = title.toLowerCase();
  return (
    <div>
      <h4>{title}</h4>
      <ChartFrame label={`Chart of the top ${top.length} ${what} by share of members`} height={240}>
        <ProfileChart rows={top} height={240} />
      </ChartFrame>
      <ol aria-label={`${title} by share`}>
        {top.map((r) => (
          <li key={r.id ?? r.name}>
            {label(r)}: {members(r.domains)}, {formatShare(r.share)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Whether this browser holds a fresh copy of a profile (cache.peek, free), re-checked when `tick` changes. */
function useSaved(remoteId: string | null, slice: Slice, tick: string): boolean {
  const key = remoteId ? JSON.stringify({ id: remoteId, ...slice }) : null;
  const [saved, setSaved] = useState<{ key: string; fresh: boolean } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    messenger.send('cache.peek', { endpoint: 'audiences.profile', params: JSON.parse(key) as Record<string, unknown> }).then(
      (hit) => current && setSaved({ key, fresh: hit?.source === 'cache' }),
      () => current && setSaved({ key, fresh: false }),
    );
    return () => {
      current = false;
    };
  }, [key, tick]);
  return saved !== null && saved.key === key && saved.fresh;
}

/**
 * `membersVersion` changes whenever the audience's members may have changed (size, last change, last
 * refresh): the worker then forgets the saved profiles, so the prices are checked again.
 */
export function ProfilePanel({
  audienceId,
  remoteId,
  membersVersion,
  members,
  onSpent,
}: {
  audienceId: string;
  remoteId: string | null;
  membersVersion: string;
  /** Members in this browser: with none, there is nothing to profile and nothing is offered for sale. */
  members: number;
  onSpent: () => void;
}) {
  const [profile, setProfile] = useState<{ data: Profile; source: string; slice: Slice; version: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [sliceText, setSliceText] = useState('');
  const [sliceBy, setSliceBy] = useState<'technology' | 'category'>('technology');
  const [tick, setTick] = useState(0);
  /** The slice last asked for, so "Try again" repeats it (not the last one that worked). */
  const [tried, setTried] = useState<Slice>({});
  /** Names seen in this audience's profile of all members: the slices that can have members. */
  const [known, setKnown] = useState<{ technology: string[]; category: string[] }>({ technology: [], category: [] });
  const [unknownName, setUnknownName] = useState<string | null>(null);
  const wholeSaved = useSaved(remoteId, {}, `${tick}|${membersVersion}`);
  const sliceSaved = useSaved(remoteId, sliceText.trim() ? { [sliceBy]: sliceText.trim() } : {}, `${tick}|${membersVersion}`) && Boolean(sliceText.trim());
  const price = (saved: boolean) => (saved ? 'free (saved in this browser)' : creditText(priceOf('audiences.profile')));

  async function load(slice: Slice, refresh = false) {
    setBusy(true);
    setError(null);
    setTried(slice);
    setUnknownName(null);
    try {
      const result = await messenger.send('audiences.profile', { id: audienceId, ...slice, refresh });
      setProfile({ data: result.data, source: result.source, slice, version: membersVersion });
      if (!slice.technology && !slice.category) {
        setKnown({ technology: result.data.technologies.map((t) => t.name), category: result.data.categories.map((c) => c.name) });
      }
      if (result.credits > 0) onSpent();
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
      setTick((t) => t + 1);
    }
  }
  const sliceLabel = (s: Slice) => (s.technology ? `members running ${s.technology}` : s.category ? `members in ${s.category}` : 'all members');
  const data = profile?.data;
  const options =
    known[sliceBy].length > 0
      ? known[sliceBy]
      : sliceBy === 'technology'
        ? (data?.technologies.map((t) => t.name) ?? [])
        : (data?.categories.map((c) => c.name) ?? []);
  function profileSlice() {
    const name = sliceText.trim();
    // A name no member has costs 1 credit for an empty result: say so before paying.
    const match = options.find((o) => o.toLowerCase() === name.toLowerCase());
    if (!match && !sliceSaved && unknownName !== name) {
      setUnknownName(name);
      return;
    }
    void load({ [sliceBy]: match ?? name });
  }
  const outdated = profile !== null && profile.version !== membersVersion;
  return (
    <section aria-labelledby="profile-title" className="audience-profile">
      <h3 id="profile-title">Profile</h3>
      {members === 0 && !data ? (
        <p className="hint">Add members first: a profile describes the technologies of an audience’s members ({creditText(priceOf('audiences.profile'))}).</p>
      ) : (
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
            <input
              value={sliceText}
              onChange={(e) => {
                setSliceText(e.target.value);
                setUnknownName(null);
              }}
              list="profile-slice-options"
            />
          </label>
          <datalist id="profile-slice-options">
            {options.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          <button type="button" disabled={busy || !sliceText.trim()} onClick={profileSlice}>
            {unknownName !== null && unknownName === sliceText.trim() ? 'Profile slice anyway' : 'Profile slice'} · {price(sliceSaved)}
          </button>
        </div>
      )}
      {unknownName !== null && unknownName === sliceText.trim() && (
        <p role="alert" className="notice notice-warn">
          No {sliceBy} named “{unknownName}” is in this audience’s profile{options.length === 0 ? ' (profile all members first to see the names)' : ''}: the
          slice may be empty and still costs {creditText(priceOf('audiences.profile'))}. Choose a name from the list, or press “Profile slice anyway”.
        </p>
      )}
      {busy && <p aria-live="polite">Profiling…</p>}
      {error && <ErrorNotice error={error} onRetry={() => void load(tried)} settingsHref={settingsHash} />}
      {data && profile && (
        <div aria-label="Profile result" role="region">
          <p>
            {sliceLabel(profile.slice)}: {formatNumber(data.profiled)} of {formatNumber(data.members)} members profiled.{' '}
            {data.cache.hit && <span className="chip">Cached result</span>}{' '}
            {profile.source !== 'network' && <span className="chip">Saved in this browser: no credit spent</span>}
          </p>
          {outdated && (
            <p role="status" className="notice notice-warn">
              Members changed since this profile: it describes the members as they were. Re-profile to see them now.
            </p>
          )}
          <p>
            <button type="button" disabled={busy} onClick={() => void load(profile.slice, true)}>
              Re-profile · {creditText(priceOf('audiences.profile'))}
            </button>
          </p>
          {data.cache.hit && (
            <p className="hint">
              The server reused a profile computed {formatDateTime(data.cache.computed_at)}; a cached profile still costs{' '}
              {creditText(priceOf('audiences.profile'))} (published spec).
            </p>
          )}
          <div className="profile-charts">
            <ShareList title="Technologies" rows={data.technologies} label={(t) => `${t.name} (${t.category})`} />
            <ShareList title="Categories" rows={data.categories} label={(c) => c.name} />
          </div>
        </div>
      )}
    </section>
  );
}
