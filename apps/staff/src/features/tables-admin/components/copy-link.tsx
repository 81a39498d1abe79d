import { Copy } from 'lucide-react';
import { toast } from '../../../components/ui/toast';

/** The table's guest link, selectable, with a copy button. */
export function CopyLink({ link, tableName }: { link: string; tableName: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(`Link of ${tableName} copied`);
    } catch {
      toast.error('Could not copy; select the link and copy it instead');
    }
  };
  return (
    <div className="table-link">
      <code className="table-link__url" title={link}>
        {link}
      </code>
      <button
        type="button"
        className="icon-btn"
        aria-label={`Copy the link of table ${tableName}`}
        onClick={() => void copy()}
      >
        <Copy aria-hidden="true" />
      </button>
    </div>
  );
}
