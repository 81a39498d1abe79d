import {
  type TImportDiff,
  type TImportError,
  ZImportDiff,
  ZImportErrorBody,
} from '@tableside/shared/contract/menu-transfer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importBody, importUrl } from '../lib/import-request';

// The import call: a dry run answers the diff; the real one answers it too and the menu
// editor's catalogue (cached under ['catalogue', branchId]) is read again.

const OFFLINE = 'No connection. Check the network and try again.';
const BROKEN = 'Something went wrong. Please try again.';
// A 2,000-item import is written in one transaction and can take minutes on a small server.
const TIMEOUT_MS = 300_000;

/** A refused import: the message and, for a bad file, every error with its row. */
export class ImportFailure extends Error {
  constructor(
    message: string,
    readonly errors: TImportError[] = [],
  ) {
    super(message);
    this.name = 'ImportFailure';
  }
}

export interface ImportInput {
  files: File[];
  dryRun: boolean;
  archiveMissing: boolean;
}

async function postImport(branchId: number, input: ImportInput): Promise<TImportDiff> {
  const { body, json } = await importBody(input.files);
  let response: Response;
  try {
    response = await fetch(importUrl(branchId, input), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(json ? { 'Content-Type': 'application/json' } : {}),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ImportFailure(OFFLINE);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ZImportErrorBody.safeParse(answer);
    throw parsed.success
      ? new ImportFailure(parsed.data.message, parsed.data.errors ?? [])
      : new ImportFailure(response.status === 413 ? 'The file is larger than 5 MB' : BROKEN);
  }
  const parsed = ZImportDiff.safeParse(answer);
  if (!parsed.success) throw new ImportFailure(BROKEN);
  return parsed.data;
}

export function useMenuImport(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) => postImport(branchId, input),
    onSuccess: (diff) => {
      if (diff.applied) void queryClient.invalidateQueries({ queryKey: ['catalogue', branchId] });
    },
  });
}
