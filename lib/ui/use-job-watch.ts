// Job progress on a page without a timer: while `active`, the page holds the worker's watch port open
// (the worker then polls every second and pushes each change, lib/messaging/changes.ts) and re-reads
// the jobs, locally and free, whenever the worker says they changed.
import { useEffect, useRef } from 'react';
import { browser } from 'wxt/browser';
import { JOB_WATCH_PORT } from '@/lib/messaging/changes';
import { useWorkerChanges } from './use-worker-changes';

type Port = ReturnType<typeof browser.runtime.connect>;

export function useJobWatch(active: boolean, onChange: () => void): void {
  const port = useRef<Port | null>(null);
  const activeRef = useRef(active);
  const connect = () => {
    if (port.current || !activeRef.current) return;
    try {
      const opened = browser.runtime.connect({ name: JOB_WATCH_PORT });
      // The worker was stopped: the port closes. The next push (the alarm woke a new worker) reconnects.
      opened.onDisconnect.addListener(() => {
        if (port.current === opened) port.current = null;
      });
      port.current = opened;
    } catch {
      // No worker to connect to: the alarm still polls, and its pushes reconnect.
    }
  };
  useWorkerChanges('jobs', () => {
    connect();
    onChange();
  });
  useEffect(() => {
    activeRef.current = active;
    if (!active) return;
    connect();
    return () => {
      port.current?.disconnect();
      port.current = null;
    };
    // `connect` reads refs only.
  }, [active]);
}
