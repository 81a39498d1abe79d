import type { EN_APP } from './en-app';
import type { EN_ENTRY } from './en-entry';

export type MessageKey = keyof typeof EN_ENTRY | keyof typeof EN_APP;

/** A translated catalog: TypeScript refuses one that misses a message. */
export type Catalog = Record<MessageKey, string>;
