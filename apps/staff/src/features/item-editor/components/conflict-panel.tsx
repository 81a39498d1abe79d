import { Button } from '../../../components/ui/button';
import type { ConflictRow } from '../lib/conflict-diff';
import type { PhotoValue } from '../lib/item-form';

interface ConflictPanelProps {
  rows: ConflictRow[];
  photos: { mine: PhotoValue | null; theirs: PhotoValue | null };
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** A save refused because someone saved first: their values beside these, then a choice. */
export function ConflictPanel({
  rows,
  photos,
  busy,
  onKeepMine,
  onTakeTheirs,
}: ConflictPanelProps) {
  return (
    <section className="conflict" role="alert" aria-labelledby="item-conflict-title">
      <h2 id="item-conflict-title">Someone else changed this meanwhile</h2>
      {rows.length ? (
        <>
          <p>Their saved values and yours differ here:</p>
          <div className="conflict__table-wrap">
            <table className="conflict__table">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Theirs (saved)</th>
                  <th scope="col">Yours</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.field}>
                    <th scope="row">{row.label}</th>
                    <td>
                      {row.field === 'photo' ? <Thumb photo={photos.theirs} /> : null}
                      {row.theirs}
                    </td>
                    <td>
                      {row.field === 'photo' ? <Thumb photo={photos.mine} /> : null}
                      {row.mine}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p>Their change is the same as yours in every field.</p>
      )}
      <div className="conflict__actions">
        <Button variant="primary" busy={busy} onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </Button>
      </div>
    </section>
  );
}

function Thumb({ photo }: { photo: PhotoValue | null }) {
  return photo ? <img className="conflict__thumb" src={photo.url} alt="" /> : null;
}
