// The worker's rule set (lib/local/rules/load.ts): read from the packaged file on first use, once, and
// read again after a failed read; anything but a list of rules is refused.
import { describe, expect, it, vi } from 'vitest';
import { RULES } from '@/lib/local/rules';
import { rulesLoader } from '@/lib/local/rules/load';

describe('rulesLoader', () => {
  it('reads nothing until the rule set is first asked for, then reads it once for every later use', async () => {
    const read = vi.fn(async () => JSON.parse(JSON.stringify(RULES)) as unknown);
    const rules = rulesLoader(read);
    expect(read).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([rules(), rules()]);
    expect(first).toEqual(RULES);
    expect(await rules()).toBe(first);
    expect(second).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again on the next use after a failed read', async () => {
    const read = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('fetch failed')).mockResolvedValueOnce(RULES);
    const rules = rulesLoader(read);
    await expect(rules()).rejects.toThrow('fetch failed');
    expect(await rules()).toEqual(RULES);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('refuses a file that holds no rules', async () => {
    for (const data of [{}, [], null, 'rules']) await expect(rulesLoader(async () => data)()).rejects.toThrow(/rule set could not be read/);
  });
});
