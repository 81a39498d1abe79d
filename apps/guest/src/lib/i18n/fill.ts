/** Values a message's `{name}` arguments take. */
export type MessageValues = Record<string, string | number>;

/**
 * Lingui's compiled form of a message that uses ICU's plain arguments only ('Table {tables}'
 * -> ['Table ', ['tables']]): the catalogs keep to that subset (fill.test.ts holds this to
 * Lingui's own compiler), so no ICU parser ships to the phone.
 */
export const compile = (message: string): (string | [string])[] =>
  message
    .split(/\{(\w+)\}/)
    .map((part, index): string | [string] => (index % 2 ? [part] : part))
    .filter((part) => part !== '');

/** An English message with its arguments filled in, as Lingui would. */
export const fill = (message: string, values?: MessageValues): string =>
  values ? message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])) : message;
