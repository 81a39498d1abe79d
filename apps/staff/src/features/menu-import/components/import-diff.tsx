import type { TImportDiff, TImportFieldChange } from '@tableside/shared/contract/menu-transfer';

const where = (item: { category: string; subCategory: string | null }) =>
  item.subCategory ? `${item.category} › ${item.subCategory}` : item.category;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (Array.isArray(value)) return value.map(show).join(', ') || '—';
  if (typeof value === 'object' && 'name' in value) return String(value.name);
  return JSON.stringify(value);
}

function Change({ change }: { change: TImportFieldChange }) {
  return (
    <li>
      <span className="import-diff__field">{change.field}</span>: {show(change.before)} →{' '}
      {show(change.after)}
    </li>
  );
}

/** What the import adds, changes and archives, as counts and tables. */
export function ImportDiff({ diff }: { diff: TImportDiff }) {
  const { counts } = diff;
  return (
    <div className="import-diff">
      <ul className="import-counts" aria-label="Summary">
        <li className="import-count import-count--added">
          <strong>{counts.added}</strong> added
        </li>
        <li className="import-count import-count--changed">
          <strong>{counts.changed}</strong> changed
        </li>
        <li className="import-count import-count--archived">
          <strong>{counts.archived}</strong> archived
        </li>
        <li className="import-count">
          <strong>{counts.unchanged}</strong> unchanged
        </li>
        <li className="import-count">
          <strong>{counts.categoriesAdded}</strong> new categories
        </li>
      </ul>
      {diff.warnings.map((warning) => (
        <p key={warning} className="import-warning">
          {warning}
        </p>
      ))}
      {diff.added.length > 0 ? (
        <table className="import-table">
          <caption>Added</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Category</th>
              <th scope="col">Sizes</th>
              <th scope="col">Row</th>
            </tr>
          </thead>
          <tbody>
            {diff.added.map((item) => (
              <tr key={`${item.tab}-${where(item)}-${item.name}`}>
                <td>{item.name}</td>
                <td>{where(item)}</td>
                <td>{item.sizes}</td>
                <td>{item.row ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {diff.changed.length > 0 ? (
        <table className="import-table">
          <caption>Changed</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Category</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {diff.changed.map((item) => (
              <tr key={`${item.tab}-${where(item)}-${item.name}`}>
                <td>{item.name}</td>
                <td>{where(item)}</td>
                <td>
                  <ul className="import-diff__changes">
                    {item.changes.map((change) => (
                      <Change key={change.field} change={change} />
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {diff.archived.length > 0 ? (
        <table className="import-table">
          <caption>Archived (not in the file)</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Category</th>
            </tr>
          </thead>
          <tbody>
            {diff.archived.map((item) => (
              <tr key={`${item.tab}-${where(item)}-${item.name}`}>
                <td>{item.name}</td>
                <td>{where(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
