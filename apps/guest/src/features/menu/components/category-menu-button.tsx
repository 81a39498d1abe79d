import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { useTexts } from '../../../lib/i18n/use-texts';
import type { MenuSection } from '../lib/menu-sections';
import './category-menu-button.css';

interface CategoryMenuButtonProps {
  sections: readonly MenuSection[];
  onPick: (section: MenuSection) => void;
}

/** The floating Menu button: lists the tab's categories and jumps to the one picked. */
export function CategoryMenuButton({ sections, onPick }: CategoryMenuButtonProps) {
  const [open, setOpen] = useState(false);
  const { t } = useTexts();
  return (
    <>
      <button type="button" className="ts-category-fab" onClick={() => setOpen(true)}>
        <BookOpen aria-hidden="true" size={20} />
        {t('menu')}
      </button>
      <Sheet open={open} title="Menu" onClose={() => setOpen(false)}>
        <ul className="ts-category-list">
          {sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                className="ts-category-list__item"
                onClick={() => {
                  setOpen(false);
                  onPick(section);
                }}
              >
                <span>{section.name}</span>
                <span className="ts-category-list__count">
                  {section.count}
                  <span className="visually-hidden"> items</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
