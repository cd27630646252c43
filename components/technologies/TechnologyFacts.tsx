// The bodies of the "What it is" and "Usage" panels of a technology's page.
import type { ResponseData } from '@/lib/api/catalog';
import { formatNumber } from '../format';
import { TechIcon } from '../TechIcon';
import { TechInfoBody } from '../TechInfoBody';
import { t } from '@/lib/i18n';

export function InfoFacts({ data }: { data: ResponseData<'technology.info'> }) {
  return (
    <div className="tech-info">
      <TechIcon name={data.name} icon={data.icon} size={40} />
      <div>
        <TechInfoBody data={data} />
      </div>
    </div>
  );
}

export function StatsFacts({ data }: { data: ResponseData<'technology.stats'> }) {
  return (
    <dl className="facts compact-facts">
      <div>
        <dt>{t('technologies_activeNow')}</dt>
        <dd>{formatNumber(data.active_domains)}</dd>
      </div>
      <div>
        <dt>{t('technologies_totalEver')}</dt>
        <dd>{formatNumber(data.total_domains)}</dd>
      </div>
    </dl>
  );
}
