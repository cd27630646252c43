// Protocol messages of the popup's opening: everything its first paint needs in one round trip
// (`popup.open`, answered by lib/worker/features/popup.ts), and the first frame React rendered of it
// (`popup.rendered`). The answer's shape is PopupOpenView (protocol.ts). Spread into lib/messaging/inputs.ts.
import { z } from 'zod';

/** The popup's first frame (lib/worker/first-frames.ts) is about 10–30 KB; a larger one is refused. */
export const FIRST_FRAME_MAX_CHARS = 256_000;

export const popupInputs = {
  // askFirst: the page was opened by a link (`&ask=1`): show a cached answer, else wait for a click.
  'popup.open': z.object({ input: z.string().max(4000).nullable(), askFirst: z.boolean().default(false) }),
  // React's first render of a popup.open answer as a tree (frame-tree.ts), under the key that answer carried.
  'popup.rendered': z.object({ key: z.string().min(1).max(64), tree: z.string().max(FIRST_FRAME_MAX_CHARS) }),
} as const satisfies Record<string, z.ZodType>;
