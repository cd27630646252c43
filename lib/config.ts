// Build-time settings (wxt.config.ts defines them from lib/build-defaults.ts); one place to read them.
declare const __API_BASE_URL__: string | undefined;
declare const __DEV_BUILD__: boolean | undefined;

/** The API base address this build talks to unless the user sets another in Settings; '' = none (ask). */
export const DEFAULT_API_BASE_URL: string = typeof __API_BASE_URL__ === 'string' ? __API_BASE_URL__ : '';

/** A development build (dev server, `npm start`, e2e): allows what only makes sense against the sandbox. */
export const DEV_BUILD: boolean = typeof __DEV_BUILD__ === 'boolean' ? __DEV_BUILD__ : false;
