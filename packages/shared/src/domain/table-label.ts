// Table names are short codes ('3', 'T4') or words ('Patio'); staff and guests read them as 'Table 3'.

const isCode = (name: string) => /^[A-Za-z]?\d/.test(name);

/** 'Table 3', 'Tables 3 + 4', 'Patio', 'Table 3 + Patio'; an order always has a table. */
export function tableLabel(names: readonly string[]): string {
  if (names.length === 0) return 'Table';
  if (names.every(isCode)) {
    return `${names.length === 1 ? 'Table' : 'Tables'} ${names.join(' + ')}`;
  }
  return names.map((name) => (isCode(name) ? `Table ${name}` : name)).join(' + ');
}
