/**
 * The field's text after `filter`, written back into the field. A key the filter rejects leaves
 * the state as it was, and then Preact (decision 0035) renders nothing: without the write-back
 * the rejected key would stay on screen, where React would have put the state's value back.
 */
export function keepFiltered(field: HTMLInputElement, filter: (raw: string) => string): string {
  const kept = filter(field.value);
  if (kept !== field.value) field.value = kept;
  return kept;
}
