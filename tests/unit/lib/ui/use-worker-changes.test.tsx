// @vitest-environment happy-dom
// Pages re-read audiences when the worker says they changed, never on a timer; a message that is not
// a change message, or comes from elsewhere (a content script in a web page), is ignored.
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { changeMessage, changeTopicOf } from '@/lib/messaging/changes';
import { useWorkerChanges } from '@/lib/ui/use-worker-changes';

afterEach(cleanup);

const ownPage = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/background.js') });

describe('useWorkerChanges', () => {
  it('runs on the worker’s change message for its topic, only from the extension itself', async () => {
    const onChange = vi.fn();
    renderHook(() => useWorkerChanges('audiences', onChange));
    await fakeBrowser.runtime.onMessage.trigger(changeMessage('audiences'), ownPage(), () => undefined);
    expect(onChange).toHaveBeenCalledTimes(1);
    // A web page's content script shares the id, not the origin.
    await fakeBrowser.runtime.onMessage.trigger(
      changeMessage('audiences'),
      { id: fakeBrowser.runtime.id, url: 'https://evil.example/', tab: { url: 'https://evil.example/' } } as never,
      () => undefined,
    );
    await fakeBrowser.runtime.onMessage.trigger({ channel: 'stacklens/v1', type: 'audiences.list', payload: {} }, ownPage(), () => undefined);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the page unmounts', async () => {
    const onChange = vi.fn();
    const { unmount } = renderHook(() => useWorkerChanges('audiences', onChange));
    unmount();
    await fakeBrowser.runtime.onMessage.trigger(changeMessage('audiences'), ownPage(), () => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads only well-formed change messages', () => {
    expect(changeTopicOf(changeMessage('audiences'))).toBe('audiences');
    expect(changeTopicOf({ channel: 'stacklens/v1/changed', topic: 'keys' })).toBeNull();
    expect(changeTopicOf('audiences')).toBeNull();
    expect(changeTopicOf(null)).toBeNull();
  });
});
