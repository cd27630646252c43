// Where the popup sends people: the workspace's settings, where the key is set.
import { browser } from 'wxt/browser';

export const settingsHref = () => browser.runtime.getURL('/options.html#settings');
