// Build-time settings (wxt.config.ts defines them); one place to read them from.
declare const __API_BASE_URL__: string | undefined;

/** The API base address this build talks to unless the user sets another in Settings. */
export const DEFAULT_API_BASE_URL: string = typeof __API_BASE_URL__ === 'string' ? __API_BASE_URL__ : 'http://127.0.0.1:8787';
