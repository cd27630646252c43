// Every user-visible string comes from here (README.md): t() for a message, tn() for a counted one.
export { t } from './message';
export { tn } from './plural';
export type { MessageKey, PluralKey } from './keys';
