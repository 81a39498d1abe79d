import type { TImportError } from '@tableside/shared/contract/menu-transfer';

/** Every problem of the file, each naming its row; nothing was imported. */
export function ImportErrors({ message, errors }: { message: string; errors: TImportError[] }) {
  return (
    <div className="import-errors" role="alert">
      <p className="import-errors__title">
        {errors.length > 0
          ? `The file has ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}. Nothing was imported.`
          : message}
      </p>
      {errors.length > 0 ? (
        <ul>
          {errors.map((error, index) => (
            // Two identical messages are two problems; the index keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: errors have no id and never reorder
            <li key={index}>{error.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
