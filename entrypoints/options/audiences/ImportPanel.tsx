// Paste box and CSV/TXT upload: up to 100,000 lines (a CRM export), sent to the worker in batches so a
// progress bar and the audience's count move as it goes; the result counts added, duplicate and
// rejected lines, each rejection with its reason.
import { useState, type ChangeEvent } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { AddMembersResult } from '@/lib/messaging/features/audiences';
import { splitLinesInSlices } from '@/lib/audiences/import-table';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

export const MAX_IMPORT = 100_000;
const BATCH = 2500;
/** The paste box's example lines: domain names, the same in every language. */
const EXAMPLE_LINES = ['example.com', 'https://www.example.org/pricing', 'bücher.de'];

/** Lets the page paint and answer input between slices of a big file. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Outcome = Omit<AddMembersResult, 'domains' | 'members'>;

/** `onCount` gets the audience's member count after each batch; `onDone` once the import ends. */
export function ImportPanel({ audienceId, onCount, onDone }: { audienceId: string; onCount?: (members: number) => void; onDone: () => void }) {
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(lines: string[]) {
    setOutcome(null);
    setProblem(null);
    if (lines.length === 0) return setProblem(t('audienceBuild_importNothing'));
    if (lines.length > MAX_IMPORT) return setProblem(tn('audienceBuild_importTooMany', lines.length, [formatNumber(MAX_IMPORT)]));
    const total: Outcome = { added: 0, duplicates: 0, rejected: [] };
    setProgress({ done: 0, total: lines.length });
    try {
      for (let i = 0; i < lines.length; i += BATCH) {
        const r = await messenger.send('audiences.addMembers', { id: audienceId, lines: lines.slice(i, i + BATCH) });
        total.added += r.added;
        total.duplicates += r.duplicates;
        for (const rejected of r.rejected) total.rejected.push(rejected);
        onCount?.(r.members);
        setProgress({ done: Math.min(lines.length, i + BATCH), total: lines.length });
      }
      setOutcome(total);
      setText('');
      performance.mark('stacklens:import-done');
    } catch (e) {
      setProblem(tn('audienceBuild_importStopped', total.added, [(e as Error).message]));
    } finally {
      setProgress(null);
      onDone();
    }
  }
  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // Marks for the import benchmark (tests/bench/import.ts): from the file chosen to the result.
    performance.mark('stacklens:import-start');
    if (!/\.(csv|tsv|txt)$/i.test(file.name)) return setProblem(t('audienceBuild_importNotCsv', [file.name]));
    await run(await splitLinesInSlices(await file.text(), nextTask));
  }
  return (
    <section aria-labelledby="import-title" className="audience-import">
      <h3 id="import-title">{t('audienceBuild_importTitle')}</h3>
      <label>
        {t('audienceBuild_importLabel')}
        <textarea rows={5} value={text} onChange={(e) => setText(e.target.value)} placeholder={EXAMPLE_LINES.join('\n')} />
      </label>
      <div className="row">
        <button type="button" className="primary" disabled={progress !== null} onClick={() => void splitLinesInSlices(text, nextTask).then(run)}>
          {t('audienceBuild_importPaste')}
        </button>
        {/* The native input is hidden from sight, not from keyboards or screen readers: the label is the button people see. */}
        <label className={`button file-button${progress !== null ? ' disabled' : ''}`}>
          <input
            type="file"
            className="visually-hidden"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            onChange={(e) => void onFile(e)}
            disabled={progress !== null}
          />
          {t('audienceBuild_importUpload')}
        </label>
        <span className="hint">{t('audienceBuild_importHint')}</span>
      </div>
      {progress && (
        <p>
          <progress aria-label={t('audienceBuild_importProgress')} max={progress.total} value={progress.done} />{' '}
          {tn('audienceBuild_importLines', progress.total, [formatNumber(progress.done)])}
        </p>
      )}
      {problem && (
        <p role="alert" className="notice notice-warn">
          {problem}
        </p>
      )}
      {outcome && (
        // Refused lines are a problem to fix, not a success: the result is a warning when there are any.
        <div role="status" className={outcome.rejected.length > 0 ? 'notice notice-warn' : 'notice notice-ok'} aria-label={t('audienceBuild_importResult')}>
          <p>
            {t('audienceBuild_importSummary', [
              tn('audienceBuild_importAdded', outcome.added),
              tn('audienceBuild_importDuplicates', outcome.duplicates),
              tn('audienceBuild_importRejected', outcome.rejected.length),
            ])}
          </p>
          {/* One line or several: what the sentence refers to, not a plural rule of the count. */}
          {outcome.rejected.length > 0 && <p>{outcome.rejected.length === 1 ? t('audienceBuild_importFixOne') : t('audienceBuild_importFixSeveral')}</p>}
          {outcome.rejected.length > 0 && (
            <ul aria-label={t('audienceBuild_importRejectedList')}>
              {outcome.rejected.slice(0, 200).map((r, i) => (
                <li key={i}>
                  <code>{r.input}</code>: {r.reason}
                </li>
              ))}
              {outcome.rejected.length > 200 && <li>{tn('audienceBuild_importMore', outcome.rejected.length - 200)}</li>}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
