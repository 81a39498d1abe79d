import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

interface ReportSectionProps {
  id: string;
  title: string;
  /** The section's CSV download; absent for none. */
  csvHref?: string;
  children: ReactNode;
}

/** A titled part of the report with its own CSV download. */
export function ReportSection({ id, title, csvHref, children }: ReportSectionProps) {
  const headingId = `report-${id}`;
  return (
    <section className="report-section" aria-labelledby={headingId}>
      <div className="report-section__head">
        <h2 id={headingId}>{title}</h2>
        {csvHref ? (
          <a
            className="btn btn--secondary"
            href={csvHref}
            download
            aria-label={`Download CSV of ${title.toLowerCase()}`}
          >
            <Download aria-hidden="true" />
            Download CSV
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** What an empty part of the report says. */
export function NoneInRange({ what }: { what: string }) {
  return <p className="report-section__none">No {what} in this range.</p>;
}
