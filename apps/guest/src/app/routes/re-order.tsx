import { ReorderList } from '../../features/reorder/components/reorder-list';
import { useTexts } from '../../lib/i18n/use-texts';

/** /re-order: Repeat (spec section 2). */
export function Component() {
  const { t } = useTexts();
  return (
    <>
      <h1 className="visually-hidden">{t('repeat')}</h1>
      <ReorderList />
    </>
  );
}
