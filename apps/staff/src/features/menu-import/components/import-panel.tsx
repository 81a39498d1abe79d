import type { TImportDiff } from '@tableside/shared/contract/menu-transfer';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ImportFailure, useMenuImport } from '../api/use-menu-import';
import { checkSelection, isJsonFile } from '../lib/import-request';
import { FileDrop } from './file-drop';
import { ImportDiff } from './import-diff';
import { ImportErrors } from './import-errors';

type Failure = { message: string; errors: ImportFailure['errors'] };

/** Choose a file, see what it would change (dry run), then apply it in one go. */
export function ImportPanel({ branchId }: { branchId: number }) {
  const [files, setFiles] = useState<File[]>([]);
  const [archiveMissing, setArchiveMissing] = useState(false);
  const [preview, setPreview] = useState<TImportDiff | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = useMenuImport(branchId);
  const isJson = files.length === 1 && files[0] !== undefined && isJsonFile(files[0]);

  const choose = (next: File[]) => {
    setFiles(next);
    setPreview(null);
    setFailure(null);
  };

  const submit = (dryRun: boolean) => {
    const problem = checkSelection(files);
    if (problem) {
      setFailure({ message: problem, errors: [] });
      return;
    }
    setFailure(null);
    run.mutate(
      { files, dryRun, archiveMissing },
      {
        onSuccess: (diff) => {
          if (!diff.applied) {
            setPreview(diff);
            return;
          }
          const { added, changed, archived } = diff.counts;
          toast.success(`Menu imported: ${added} added, ${changed} changed, ${archived} archived`);
          setPreview(null);
          setFiles([]);
        },
        onError: (error) => {
          setPreview(null);
          setFailure(
            error instanceof ImportFailure
              ? { message: error.message, errors: error.errors }
              : { message: 'Something went wrong. Please try again.', errors: [] },
          );
        },
      },
    );
  };

  const nothingToDo =
    preview !== null &&
    preview.counts.added + preview.counts.changed + preview.counts.archived === 0;

  return (
    <section className="transfer-card" aria-labelledby="import-title">
      <h2 id="import-title">Import</h2>
      <FileDrop files={files} onFiles={choose} />
      <label className="transfer-check">
        <input
          type="checkbox"
          checked={isJson || archiveMissing}
          disabled={isJson}
          onChange={(event) => {
            setArchiveMissing(event.target.checked);
            setPreview(null);
          }}
        />
        Archive this branch's items that are not in the file
        {isJson ? ' (always, for a full JSON export)' : ''}
      </label>
      <div className="transfer-actions">
        <Button
          variant={preview ? 'secondary' : 'primary'}
          busy={run.isPending && run.variables?.dryRun === true}
          disabled={files.length === 0 || run.isPending}
          onClick={() => submit(true)}
        >
          Check file
        </Button>
        {preview ? (
          <Button
            variant="primary"
            busy={run.isPending && run.variables?.dryRun === false}
            disabled={run.isPending || nothingToDo}
            onClick={() => submit(false)}
          >
            Apply import
          </Button>
        ) : null}
      </div>
      {failure ? <ImportErrors message={failure.message} errors={failure.errors} /> : null}
      {preview ? (
        <div aria-live="polite">
          <p className="transfer-card__hint">
            {nothingToDo
              ? 'The file matches the menu: nothing to import.'
              : 'Nothing has been changed yet. Check the changes below, then apply the import.'}
          </p>
          <ImportDiff diff={preview} />
        </div>
      ) : null}
    </section>
  );
}
