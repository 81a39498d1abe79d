import { ReorderList } from '../../features/reorder/components/reorder-list';

/** /re-order: Repeat (spec section 2). */
export function Component() {
  return (
    <>
      <h1 className="visually-hidden">Repeat</h1>
      <ReorderList />
    </>
  );
}
