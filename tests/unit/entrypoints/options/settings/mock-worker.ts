// The fake worker (tests/unit/fake-worker.ts) for the Settings section tests: each test sets the
// handlers it needs and reads what the page sent.
import { installFakeWorker } from '../../../fake-worker';

// Settings always lists hidden on-page technologies: none unless a test says otherwise.
const fake = installFakeWorker(() => ({ 'hidden.list': () => [] }));
export const { sent, sentOf, handlers: worker } = fake;
export const resetWorker = fake.reset;
