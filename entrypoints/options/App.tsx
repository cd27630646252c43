// The StackLens workspace: a sidebar of sections, each reachable by URL hash (#settings …).
import { useEffect } from 'react';
import { sectionFromHash, sectionHash } from '@/lib/ui/routes';
import { useHashRoute } from '@/lib/ui/use-hash-route';
import { AudiencesSection } from './sections/AudiencesSection';
import { CompaniesSection } from './sections/CompaniesSection';
import { CompareSection } from './sections/CompareSection';
import { CreditsSection } from './sections/CreditsSection';
import { LeadListsSection } from './sections/LeadListsSection';
import { SettingsSection } from './sections/SettingsSection';
import { SignalsSection } from './sections/SignalsSection';
import { TechnologiesSection } from './sections/TechnologiesSection';

const SECTIONS = [
  { id: 'credits', label: 'Credits & usage', render: () => <CreditsSection /> },
  { id: 'audiences', label: 'Audiences', render: () => <AudiencesSection /> },
  { id: 'signals', label: 'Signals & alerts', render: () => <SignalsSection /> },
  { id: 'lead-lists', label: 'Lead lists', render: () => <LeadListsSection /> },
  { id: 'technologies', label: 'Technologies', render: () => <TechnologiesSection /> },
  { id: 'companies', label: 'Companies', render: () => <CompaniesSection /> },
  { id: 'compare', label: 'Compare sites', render: () => <CompareSection /> },
  { id: 'settings', label: 'Settings', render: () => <SettingsSection /> },
] as const;

export function App() {
  const section = sectionFromHash(useHashRoute());
  const current = SECTIONS.find((s) => s.id === section)!;
  useEffect(() => {
    document.title = `${current.label} · StackLens`;
  }, [current]);
  return (
    <div className="workspace">
      <nav className="sidebar" aria-label="Sections">
        <div className="brand">
          <img src="/icon/48.png" alt="" width={28} height={28} />
          <span>StackLens</span>
        </div>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={sectionHash(s.id)} aria-current={s.id === section ? 'page' : undefined}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content">{current.render()}</main>
    </div>
  );
}
