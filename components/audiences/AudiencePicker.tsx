// The audience choice shared by "Add to audience" (popup) and "Add all to audience" (result tables):
// an existing audience, or "New audience…" with its name.
import { t } from '@/lib/i18n';

export const NEW_AUDIENCE = '__new__';

export interface AudiencePickerProps {
  audiences: readonly { id: string; name: string }[];
  choice: string;
  onChoice(choice: string): void;
  newName: string;
  onNewName(name: string): void;
}

/** Whether the picker holds a usable choice (an audience, or a new one with a name). */
export function pickerReady(choice: string, newName: string): boolean {
  return choice !== '' && (choice !== NEW_AUDIENCE || newName.trim() !== '');
}

export function AudiencePicker({ audiences, choice, onChoice, newName, onNewName }: AudiencePickerProps) {
  return (
    <>
      <label>
        {t('audiences_audience')}
        <select value={choice} onChange={(e) => onChoice(e.target.value)}>
          {audiences.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
          <option value={NEW_AUDIENCE}>{t('audiences_newOption')}</option>
        </select>
      </label>
      {choice === NEW_AUDIENCE && (
        <label>
          {t('audiences_newName')}
          <input value={newName} onChange={(e) => onNewName(e.target.value)} maxLength={100} required />
        </label>
      )}
    </>
  );
}
