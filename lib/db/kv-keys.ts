// Names of the kv and meta rows more than one module reads: the key store, the settings, the worker's
// install handler and the migrations that must find them as stored.
/** The extension's database (lib/db/database.ts); popup-early.js reads its first frame from it raw (lib/first-paint/disk-frame.ts). */
export const DEFAULT_DB_NAME = 'stacklens';
/** The API key (lib/keys/key-store.ts): read only by the worker. */
export const KV_API_KEY = 'apiKey';
/** An opaque id of the account the key belongs to (never derived from the key): cache and intents are per account. */
export const KV_ACCOUNT = 'apiKeyAccount';
/** The user's settings overrides (lib/db/settings.ts). */
export const KV_SETTINGS = 'settings';
/** meta: the last update (onInstalled 'update': from, to, at), written by entrypoints/background/install.ts. */
export const META_LAST_UPDATE = 'lastUpdate';
/** The account (a KV_ACCOUNT id) whose data the account-owned tables hold now (lib/db/account-data.ts). */
export const KV_DATA_ACCOUNT = 'dataAccount';
/** Which local account id each server account is: `${baseUrl} ${owner_id}` → id (lib/keys/account-owner.ts). */
export const KV_ACCOUNT_OWNERS = 'accountOwners';
/** kv: technology names on pages the catalog does not know yet, and names resolved to catalog ids (on-page detection). */
export const KV_LOCAL_UNKNOWN_NAMES = 'local.unknownNames';
export const KV_LOCAL_NAME_ALIASES = 'local.nameAliases';
/** meta: when the alert mirror was last read from the server (lib/signals/alert-store.ts). */
export const META_ALERTS_SYNCED = 'alertsSyncedAt';
/** meta: the audience the popup last saved a site to (lib/audiences/store.ts). */
export const META_AUDIENCE_LAST_USED = 'audiences.lastUsed';
/** Prefix of the kv rows `visit:<domain>`: what the popup showed last time (lib/worker/visits.ts). */
export const KV_VISIT_PREFIX = 'visit:';
