// The StackLens workspace: a sidebar of sections, each reachable by URL hash (#settings …).
import { useEffect } from 'react';
import { sectionFromHash, sectionHash } from '@/lib/ui/routes';
import { useHashRoute } from '@/lib/ui/use-hash-route';
import { t } from '@/lib/i18n';
import { AudiencesSection } from './sections/AudiencesSection';
import { CompaniesSection } from './sections/CompaniesSection';
import { CompareSection } from './sections/CompareSection';
import { CreditsSection } from './sections/CreditsSection';
import { LeadListsSection } from './sections/LeadListsSection';
import { SettingsSection } from './sections/SettingsSection';
import { SignalsSection } from './sections/SignalsSection';
import { TechnologiesSection } from './sections/TechnologiesSection';

/** The sections in sidebar order; `label` is read when shown, in the UI language. */
const SECTIONS = [
  { id: 'credits', label: () => t('options_navCredits'), render: () => <CreditsSection /> },
  { id: 'audiences', label: () => t('options_navAudiences'), render: () => <AudiencesSection /> },
  { id: 'signals', label: () => t('options_navSignals'), render: () => <SignalsSection /> },
  { id: 'lead-lists', label: () => t('options_navLeadLists'), render: () => <LeadListsSection /> },
  { id: 'technologies', label: () => t('options_navTechnologies'), render: () => <TechnologiesSection /> },
  { id: 'companies', label: () => t('options_navCompanies'), render: () => <CompaniesSection /> },
  { id: 'compare', label: () => t('options_navCompare'), render: () => <CompareSection /> },
  { id: 'settings', label: () => t('options_navSettings'), render: () => <SettingsSection /> },
] as const;

export function App() {
  const section = sectionFromHash(useHashRoute());
  const current = SECTIONS.find((s) => s.id === section)!;
  useEffect(() => {
    document.title = `${current.label()} · StackLens`;
  }, [current]);
  return (
    <div className="workspace">
      <nav className="sidebar" aria-label={t('options_sections')}>
        <div className="brand">
          <img src="/icon/48.png" alt="" width={28} height={28} />
          <span>StackLens</span>
        </div>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={sectionHash(s.id)} aria-current={s.id === section ? 'page' : undefined}>
                {s.label()}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content">{current.render()}</main>
    </div>
  );
}
