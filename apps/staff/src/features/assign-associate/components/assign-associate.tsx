import type { TFloorTable } from '@tableside/shared/contract/staff';
import { UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { AssociateForm } from './associate-form';
import './assign-associate.css';

/** A table card's change-associate control and its picker (the route shows it to managers only). */
export function AssignAssociate({ table }: { table: TFloorTable }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="icon-btn assign-associate__open"
        aria-label={`Change associate of Table ${table.name}`}
        onClick={() => setOpen(true)}
      >
        <UserRoundPen aria-hidden="true" />
      </button>
      <Dialog open={open} title={`Associate for Table ${table.name}`} onClose={close}>
        <AssociateForm table={table} onClose={close} />
      </Dialog>
    </>
  );
}
