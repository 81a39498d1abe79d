import { buildPath } from '@tableside/shared/contract/routes';
import {
  QR_LAYOUTS,
  QR_PAPERS,
  QR_PER_PAGE,
  TABLES_ADMIN_ROUTES,
  type TQrSheetQuery,
  type TTableArea,
} from '@tableside/shared/contract/tables-admin';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { AreaSelect } from './area-select';

const LAYOUT_LABELS: Record<TQrSheetQuery['layout'], string> = {
  tent: 'Tent cards (fold in the middle)',
  sticker: 'Stickers',
};
const PAPER_LABELS: Record<TQrSheetQuery['paper'], string> = { A4: 'A4', LETTER: 'US Letter' };

/** The printable sheet's choices and its download (print it at 100%, not 'fit to page'). */
export function QrSheetDialog({
  branchId,
  areas,
  onClose,
}: {
  branchId: number;
  areas: TTableArea[];
  onClose: () => void;
}) {
  const [layout, setLayout] = useState<TQrSheetQuery['layout']>('tent');
  const [perPage, setPerPage] = useState<TQrSheetQuery['perPage']>('4');
  const [paper, setPaper] = useState<TQrSheetQuery['paper']>('A4');
  const [areaId, setAreaId] = useState<number | null>(null);
  const query = new URLSearchParams({ layout, perPage, paper });
  if (areaId !== null) query.set('areaId', String(areaId));
  const href = `${buildPath(TABLES_ADMIN_ROUTES.qrSheet, { branchId })}?${query}`;

  return (
    <Dialog
      open
      title="Print QR codes"
      onClose={onClose}
      actions={
        <a className="btn btn--primary" href={href} download onClick={onClose}>
          <Download aria-hidden="true" />
          Download PDF
        </a>
      }
    >
      <div className="tables-form">
        <fieldset className="tables-form__choice">
          <legend>Layout</legend>
          {QR_LAYOUTS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="qr-layout"
                checked={layout === value}
                onChange={() => setLayout(value)}
              />
              {LAYOUT_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <fieldset className="tables-form__choice">
          <legend>Per page</legend>
          {QR_PER_PAGE.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="qr-per-page"
                checked={perPage === value}
                onChange={() => setPerPage(value)}
              />
              {value}
            </label>
          ))}
        </fieldset>
        <fieldset className="tables-form__choice">
          <legend>Paper</legend>
          {QR_PAPERS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="qr-paper"
                checked={paper === value}
                onChange={() => setPaper(value)}
              />
              {PAPER_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <AreaSelect
          label="Tables"
          noneLabel="Every table"
          areas={areas}
          value={areaId}
          onChange={setAreaId}
        />
        <p className="tables-note">
          Archived tables are not printed. Print at 100% (actual size), not 'fit to page'.
        </p>
      </div>
    </Dialog>
  );
}
