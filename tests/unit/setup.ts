// Every unit test gets a fresh in-memory IndexedDB and WXT's fake `browser`.
import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { configure } from '@testing-library/dom';

// Lazy chunks (charts) and worker answers can take seconds on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  fakeBrowser.reset();
});
