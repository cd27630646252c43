// Protocol messages of the leadlists feature: zod inputs (parsed by the worker) and output types.
// Spread into lib/messaging/inputs.ts and extended by Outputs in lib/messaging/protocol.ts.
import type { z } from 'zod';

export const leadListInputs = {} as const satisfies Record<string, z.ZodType>;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LeadListOutputs {}
