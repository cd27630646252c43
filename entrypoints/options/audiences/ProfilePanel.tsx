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
import { t, tn } from '@/lib/i18n';
import { categoryLabel } from '@/lib/display/api-values';

const ProfileChart = lazy(() => import('@/components/charts/ProfileChart'));
type Profile = ResponseData<'audiences.profile'>;
type Slice = { technology?: string; category?: string };

const TOP = 10;

type ShareRow = { id?: number; name: string; domains: number; share: number };

/** The words of one distribution: its heading, its chart's name and its list's name. */
const SHARE_TEXT = {
  technologies: {
    title: () => t('audienceBuild_profileTechnologies'),
    chart: (n: number) => tn('audienceBuild_profileTechChart', n),
    list: () => t('audienceBuild_profileTechList'),
  },
  categories: {
    title: () => t('audienceBuild_profileCategories'),
    chart: (n: number) => tn('audienceBuild_profileCategoryChart', n),
    list: () => t('audienceBuild_profileCategoryList'),
  },
};

/** One of the profile's distributions: a chart of its top rows by share of members, then the same rows as a list. */
function ShareList<R extends ShareRow>({ of, rows, label }: { of: keyof typeof SHARE_TEXT; rows: R[]; label(row: R): string }) {
  const top = rows.slice(0, TOP);
  const text = SHARE_TEXT[of];
  return (
    <div>
      <h4>{text.title()}</h4>
      <ChartFrame label={text.chart(top.length)} height={240}>
        <ProfileChart rows={top} height={240} />
      </ChartFrame>
      <ol aria-label={text.list()}>
        {top.map((r) => (
          <li key={r.id ?? r.name}>{t('audienceBuild_profileShareRow', [label(r), tn('audienceBuild_members', r.domains), formatShare(r.share)])}</li>
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

export interface ProfilePanelProps {
  audienceId: string;
  remoteId: string | null;
  membersVersion: string;
  /** Members in this browser: with none, there is nothing to profile and nothing is offered for sale. */
  members: number;
  onSpent: () => void;
}

/**
 * `membersVersion` changes whenever the audience's members may have changed (size, last change, last
 * refresh): the worker then forgets the saved profiles, so the prices are checked again.
 */
export function ProfilePanel({ audienceId, remoteId, membersVersion, members, onSpent }: ProfilePanelProps) {
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
  const price = (saved: boolean) => (saved ? t('audienceBuild_profileFreeSaved') : creditText(priceOf('audiences.profile')));

  async function load(slice: Slice, refresh = false) {
    setBusy(true);
    setError(null);
    setTried(slice);
    setUnknownName(null);
    try {
      const result = await messenger.send('audiences.profile', { id: audienceId, ...slice, refresh });
      setProfile({ data: result.data, source: result.source, slice, version: membersVersion });
      if (!slice.technology && !slice.category) {
        setKnown({ technology: result.data.technologies.map((tech) => tech.name), category: result.data.categories.map((c) => c.name) });
      }
      if (result.credits > 0) onSpent();
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
      setTick((n) => n + 1);
    }
  }
  /** "all members: 3 of 5 members profiled." and the same for a slice by technology or category. */
  const resultText = (s: Slice, d: Profile) => {
    const profiled = formatNumber(d.profiled);
    if (s.technology) return tn('audienceBuild_profileResultTech', d.members, [profiled, s.technology]);
    if (s.category) return tn('audienceBuild_profileResultCategory', d.members, [profiled, categoryLabel(s.category)]);
    return tn('audienceBuild_profileResultAll', d.members, [profiled]);
  };
  /** Warns that a slice by a name no member has may be empty, and still costs its price. */
  const unknownText = (name: string) => {
    const cost = creditText(priceOf('audiences.profile'));
    if (sliceBy === 'technology') return t(options.length === 0 ? 'audienceBuild_profileUnknownTechNoNames' : 'audienceBuild_profileUnknownTech', [name, cost]);
    return t(options.length === 0 ? 'audienceBuild_profileUnknownCategoryNoNames' : 'audienceBuild_profileUnknownCategory', [name, cost]);
  };
  const data = profile?.data;
  const options =
    known[sliceBy].length > 0
      ? known[sliceBy]
      : sliceBy === 'technology'
        ? (data?.technologies.map((tech) => tech.name) ?? [])
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
      <h3 id="profile-title">{t('audienceBuild_profileTitle')}</h3>
      {members === 0 && !data ? (
        <p className="hint">{t('audienceBuild_profileNoMembers', [creditText(priceOf('audiences.profile'))])}</p>
      ) : (
        <div className="row">
          <button type="button" className="primary" disabled={busy} onClick={() => void load({})}>
            {t('audienceBuild_profileAll', [price(wholeSaved)])}
          </button>
          <label className="inline-field">
            {t('audienceBuild_profileSliceBy')}
            <select value={sliceBy} onChange={(e) => setSliceBy(e.target.value as 'technology' | 'category')}>
              <option value="technology">{t('audienceBuild_profileByTechnology')}</option>
              <option value="category">{t('audienceBuild_profileByCategory')}</option>
            </select>
          </label>
          <label className="inline-field">
            {sliceBy === 'technology' ? t('audienceBuild_profileTechName') : t('audienceBuild_profileCategoryName')}
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
            {unknownName !== null && unknownName === sliceText.trim()
              ? t('audienceBuild_profileSliceAnyway', [price(sliceSaved)])
              : t('audienceBuild_profileSlice', [price(sliceSaved)])}
          </button>
        </div>
      )}
      {unknownName !== null && unknownName === sliceText.trim() && (
        <p role="alert" className="notice notice-warn">
          {unknownText(unknownName)}
        </p>
      )}
      {busy && <p aria-live="polite">{t('audienceBuild_profileBusy')}</p>}
      {error && <ErrorNotice error={error} onRetry={() => void load(tried)} settingsHref={settingsHash} />}
      {data && profile && (
        <div aria-label={t('audienceBuild_profileResult')} role="region">
          <p>
            {resultText(profile.slice, data)} {data.cache.hit && <span className="chip">{t('audienceBuild_profileCachedChip')}</span>}{' '}
            {profile.source !== 'network' && <span className="chip">{t('audienceBuild_profileSavedChip')}</span>}
          </p>
          {outdated && (
            <p role="status" className="notice notice-warn">
              {t('audienceBuild_profileOutdated')}
            </p>
          )}
          <p>
            <button type="button" disabled={busy} onClick={() => void load(profile.slice, true)}>
              {t('audienceBuild_profileAgain', [creditText(priceOf('audiences.profile'))])}
            </button>
          </p>
          {data.cache.hit && (
            <p className="hint">{t('audienceBuild_profileServerCache', [formatDateTime(data.cache.computed_at), creditText(priceOf('audiences.profile'))])}</p>
          )}
          <div className="profile-charts">
            <ShareList
              of="technologies"
              rows={data.technologies}
              label={(tech) => t('audienceBuild_profileTechWithCategory', [tech.name, categoryLabel(tech.category)])}
            />
            <ShareList of="categories" rows={data.categories} label={(c) => categoryLabel(c.name)} />
          </div>
        </div>
      )}
    </section>
  );
}
