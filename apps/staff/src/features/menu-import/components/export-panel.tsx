import { Download } from 'lucide-react';
import { exportLinks } from '../lib/export-links';

/** Downloads of the branch's menu and of the example template. */
export function ExportPanel({ branchId }: { branchId: number }) {
  const links = exportLinks(branchId);
  return (
    <section className="transfer-card" aria-labelledby="export-title">
      <h2 id="export-title">Export</h2>
      <p className="transfer-card__hint">
        The JSON file is a full copy of this branch's menu: import it into another branch to make it
        the same. The workbook and CSVs are the spreadsheet template (Items, Sizes, AddOns).
      </p>
      <div className="transfer-links">
        {links.menu.map((link) => (
          <a key={link.href} className="btn btn--secondary" href={link.href} download>
            <Download aria-hidden="true" />
            {link.label}
          </a>
        ))}
      </div>
      <h3>Starting from scratch?</h3>
      <p className="transfer-card__hint">
        Fill in the example (a small café menu showing every column) and import it. Lists in a cell:
        tags and allergens separated by commas, instructions and recommendations by “|”.
      </p>
      <div className="transfer-links">
        {links.template.map((link) => (
          <a key={link.href} className="btn btn--secondary" href={link.href} download>
            <Download aria-hidden="true" />
            {link.label}
          </a>
        ))}
      </div>
    </section>
  );
}
