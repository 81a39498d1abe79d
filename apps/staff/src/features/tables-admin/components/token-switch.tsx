import type { TTableSetup } from '@tableside/shared/contract/tables-admin';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { useTableWrite } from '../api/use-table-write';
import { ConfirmDialog } from './confirm-dialog';

/** The branch's 'Require QR token' switch, and new codes for every table at once. */
export function TokenSwitch({ branchId, setup }: { branchId: number; setup: TTableSetup }) {
  const write = useTableWrite(branchId, { toastErrors: true });
  const [confirm, setConfirm] = useState<'off' | 'all' | null>(null);
  const on = setup.tableTokensRequired;
  const save = (required: boolean) =>
    write.mutate(
      { kind: 'tokensRequired', required, version: setup.settingsVersion },
      { onSettled: () => setConfirm(null) },
    );

  return (
    <section className="tables-card" aria-labelledby="qr-token-title">
      <div className="tables-card__row">
        <Switch
          label="Require QR token"
          labelId="qr-token-title"
          on={on}
          disabled={write.isPending}
          onToggle={() => (on ? setConfirm('off') : save(true))}
        />
        {on ? (
          <Button onClick={() => setConfirm('all')} disabled={write.isPending}>
            New QR codes for every table
          </Button>
        ) : null}
      </div>
      <p className="tables-note">
        {on
          ? 'Each QR code carries a secret of its table: a photographed code or a guessed table number does not open the table. Reprint a code after you make a new one.'
          : 'Links name only the table, so anyone who knows one can order from anywhere. Turn this on, then print the codes again.'}
      </p>
      {confirm === 'off' ? (
        <ConfirmDialog
          title="Stop requiring QR tokens?"
          confirmLabel="Turn off"
          busy={write.isPending}
          onConfirm={() => save(false)}
          onClose={() => setConfirm(null)}
        >
          <p>Anyone with a table's plain link (brand, branch and table number) can then order.</p>
        </ConfirmDialog>
      ) : null}
      {confirm === 'all' ? (
        <ConfirmDialog
          title="New QR codes for every table?"
          confirmLabel="Make new codes"
          busy={write.isPending}
          onConfirm={() =>
            write.mutate({ kind: 'rotateAll' }, { onSettled: () => setConfirm(null) })
          }
          onClose={() => setConfirm(null)}
        >
          <p>Printed QR codes for every table will stop working. Print the sheet again.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
