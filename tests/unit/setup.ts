// Every unit test gets a fresh in-memory IndexedDB and WXT's fake `browser`, whose i18n answers in
// English from the catalogs (./i18n-fake.ts).
import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { configure } from '@testing-library/dom';
import { UI_WAIT_MS } from './async-bounds';
import { englishMessage } from './i18n-fake';

// Set before any test file imports a module (lib/display/format.ts reads the UI language as it loads).
fakeBrowser.i18n.getMessage = englishMessage as typeof fakeBrowser.i18n.getMessage;
fakeBrowser.i18n.getUILanguage = () => 'en';
// Chrome's manifest, as far as the code reads it (its version; no Firefox data collection declared):
// the fake has none, and Settings asks it whether this browser has a consent prompt (lib/consent).
fakeBrowser.runtime.getManifest = () => ({ manifest_version: 3, name: 'StackLens', version: '0.0.0-test' });

configure({ asyncUtilTimeout: UI_WAIT_MS });

beforeEach(() => {
  fakeBrowser.reset();
});
