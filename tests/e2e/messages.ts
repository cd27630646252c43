// The built extension's messages in one language (_locales/<lang>/messages.json), filled in as the
// browser fills them: what a spec expects to read in a German or Japanese StackLens.
import fs from 'node:fs';
import path from 'node:path';
import { fillMessage, type Catalog } from '../../lib/i18n/catalog-files';
import type { MessageKey } from '../../lib/i18n/keys';

export function builtMessages(extensionDir: string, language: string) {
  const catalog = JSON.parse(fs.readFileSync(path.join(extensionDir, '_locales', language, 'messages.json'), 'utf8')) as Catalog;
  return (key: MessageKey, substitutions: readonly string[] = []): string => {
    const entry = catalog[key];
    if (!entry) throw new Error(`No message "${key}" in ${extensionDir}/_locales/${language}`);
    return fillMessage(entry, substitutions);
  };
}
