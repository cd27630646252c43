// Every unit test gets a fresh in-memory IndexedDB and WXT's fake `browser`.
import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { configure } from '@testing-library/dom';
import { UI_WAIT_MS } from './async-bounds';

configure({ asyncUtilTimeout: UI_WAIT_MS });

beforeEach(() => {
  fakeBrowser.reset();
});
