// The fake worker (tests/unit/fake-worker.ts) for the Settings section tests: each test sets the
// handlers it needs and reads what the page sent.
import { installFakeWorker } from '../../../fake-worker';

const fake = installFakeWorker();
export const { sent, sentOf, handlers: worker } = fake;
export const resetWorker = fake.reset;
