// @vitest-environment happy-dom
// The theme on <html data-theme>, and the copy in localStorage that the next page applies before paint.
import { beforeEach, describe, expect, it } from 'vitest';
import { applyStoredTheme, applyTheme } from '@/lib/theme/apply-theme';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
});

describe('applyTheme', () => {
  it('sets data-theme for an explicit choice and remembers it', () => {
    applyTheme('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('stacklens.theme')).toBe('dark');
    applyTheme('light');
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it('removes data-theme for System, so the system decides again', () => {
    applyTheme('dark');
    applyTheme('system');
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem('stacklens.theme')).toBe('system');
  });

  it('treats a missing theme (an older worker) as System', () => {
    root.dataset.theme = 'dark';
    applyTheme(undefined);
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});

describe('applyStoredTheme', () => {
  it('applies the last theme seen without asking the worker', () => {
    localStorage.setItem('stacklens.theme', 'light');
    applyStoredTheme();
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it('ignores anything but light or dark', () => {
    localStorage.setItem('stacklens.theme', 'purple');
    root.dataset.theme = 'dark';
    applyStoredTheme();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('leaves the page alone when nothing is stored', () => {
    applyStoredTheme();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});
