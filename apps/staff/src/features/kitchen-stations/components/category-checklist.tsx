import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import type { CategorySection } from '../lib/station-form';

interface Props {
  sections: CategorySection[];
  checked: ReadonlySet<number>;
  /** Sub-categories cooked here through their ticked parent. */
  inherited: ReadonlySet<number>;
  /** Other live stations ticking each category. */
  elsewhere: ReadonlyMap<number, string[]>;
  onToggle: (categoryId: number, on: boolean) => void;
}

function CategoryCheck({ category, props }: { category: TCatalogueCategory; props: Props }) {
  const note = [
    props.inherited.has(category.id) ? 'with its parent' : null,
    props.elsewhere.has(category.id)
      ? `also ${props.elsewhere.get(category.id)?.join(', ')}`
      : null,
    category.archived ? 'archived' : null,
  ].filter(Boolean);
  return (
    <label className="station-check">
      <input
        type="checkbox"
        checked={props.checked.has(category.id)}
        onChange={(event) => props.onToggle(category.id, event.target.checked)}
      />
      <span>
        {category.name}
        {note.length > 0 ? <span className="station-check__note"> ({note.join('; ')})</span> : null}
      </span>
    </label>
  );
}

/**
 * The menu's categories to tick, by tab; a sub-category left unticked goes with its parent's
 * station, which the note beside it says.
 */
export function CategoryChecklist(props: Props) {
  return (
    <div className="station-checklist">
      {props.sections.map((section) => (
        <fieldset key={section.tab} className="station-checklist__tab">
          <legend>{section.label}</legend>
          <ul>
            {section.branches.map(({ category, children }) => (
              <li key={category.id}>
                <CategoryCheck category={category} props={props} />
                {children.length > 0 ? (
                  <ul className="station-checklist__children">
                    {children.map((child) => (
                      <li key={child.id}>
                        <CategoryCheck category={child} props={props} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
