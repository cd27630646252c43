// A company's technologies in its Companies detail: priced before loading (domain.technologies, 1
// credit unless cached; a cached answer shows at once for free), then the list by category. A
// technology opens its page in Technologies; one line per category, so the detail stays short.
import { PaidPanel } from '@/components/PaidPanel';
import { groupByCategory } from '@/components/TechnologyList';
import type { DomainTechnology } from '@/lib/api/schemas';
import { priceOf } from '@/lib/api/prices';
import { useApi } from '@/lib/ui/use-api';
import { usePeekCost } from '@/lib/ui/use-cached';
import { technologyHash } from '@/lib/ui/routes';
import { t } from '@/lib/i18n';

export function CompanyTechnologiesPanel({ domain, name }: { domain: string; name: string }) {
  const techs = useApi('domain.technologies', { domain }, 'peek');
  const cost = usePeekCost('domain.technologies', { domain });
  return (
    <PaidPanel
      title={t('companies_techTitle', [name])}
      loadLabel={t('companies_techLoad')}
      cost={techs.state.status === 'loaded' ? priceOf('domain.technologies') : cost}
      state={techs.state}
      onLoad={techs.load}
      onRefresh={techs.refresh}
    >
      {(data) =>
        data.active_technologies.length + data.historical_technologies.length === 0 ? (
          <p className="hint">{t('companies_noTechs', [domain])}</p>
        ) : (
          <TechnologiesByCategory active={data.active_technologies} historical={data.historical_technologies} />
        )
      }
    </PaidPanel>
  );
}

function Names({ techs }: { techs: readonly DomainTechnology[] }) {
  return techs.map((tech, i) => (
    <span key={tech.id}>
      {i > 0 && ', '}
      <a href={technologyHash(tech.id)}>{tech.name}</a>
    </span>
  ));
}

function TechnologiesByCategory({ active, historical }: { active: readonly DomainTechnology[]; historical: readonly DomainTechnology[] }) {
  return (
    <dl className="company-techs">
      {groupByCategory(active).map(([category, techs]) => (
        <div key={category}>
          <dt>{category}</dt>
          <dd>
            <Names techs={techs} />
          </dd>
        </div>
      ))}
      {historical.length > 0 && (
        <div>
          <dt>{t('common_noLongerDetected')}</dt>
          <dd>
            <Names techs={historical} />
          </dd>
        </div>
      )}
    </dl>
  );
}
