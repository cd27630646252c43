// Settings › Ideal customer, for the options page's Fit columns: the conditions as the worker keeps
// them ([] until read, or when none is set). A free local read.
import { useEffect, useState } from 'react';
import type { FitCondition } from '@/lib/fit/conditions';
import { messenger } from '@/lib/messaging/client';

export function useIdealCustomer(): FitCondition[] {
  const [conditions, setConditions] = useState<FitCondition[]>([]);
  useEffect(() => {
    let live = true;
    messenger.send('settings.get', {}).then(
      (s) => live && setConditions(s.idealCustomer ?? []),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return conditions;
}
