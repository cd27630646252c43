// @vitest-environment happy-dom
// A page's single-key shortcuts fire on their key only: never while the user types in a field, with
// Ctrl, Alt or Meta held (the browser's own shortcuts), or while a dialog is open.
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShortcutKeys } from '@/lib/ui/use-shortcut-keys';

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useShortcutKeys', () => {
  it('runs the key’s action, and nothing for other keys', () => {
    const help = vi.fn();
    renderHook(() => useShortcutKeys({ '?': help }));
    press('x');
    expect(help).not.toHaveBeenCalled();
    expect(press('?', { shiftKey: true })).toBe(false);
    expect(help).toHaveBeenCalledTimes(1);
  });

  it('lets the key through while typing in a field, with Ctrl, Alt or Meta, or with a dialog open', () => {
    const search = vi.fn();
    renderHook(() => useShortcutKeys({ '/': search }));
    const input = document.body.appendChild(document.createElement('input'));
    expect(press('/', {}, input)).toBe(true);
    press('/', { ctrlKey: true });
    press('/', { altKey: true });
    press('/', { metaKey: true });
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    press('/');
    expect(search).not.toHaveBeenCalled();
    dialog.remove();
    press('/');
    expect(search).toHaveBeenCalledTimes(1);
  });
});
