// Build-time settings (wxt.config.ts defines them from lib/build-defaults.ts); one place to read them.
declare const __API_BASE_URL__: string | undefined;
declare const __DEV_BUILD__: boolean | undefined;
declare const __REPORT_TO__: string | undefined;

/** The API base address this build talks to unless the user sets another in Settings; '' = none (ask). */
export const DEFAULT_API_BASE_URL: string = typeof __API_BASE_URL__ === 'string' ? __API_BASE_URL__ : '';

/** A development build (dev server, `npm start`, e2e): allows what only makes sense against the sandbox. */
export const DEV_BUILD: boolean = typeof __DEV_BUILD__ === 'boolean' ? __DEV_BUILD__ : false;

/** Where "Not right?" reports go (lib/build-defaults.ts reportDestination): an https issue form, a mailto:, or '' (copy only). */
export const REPORT_TO: string = typeof __REPORT_TO__ === 'string' ? __REPORT_TO__ : '';
