import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import { moveTo } from '../lib/category-tree';

interface SortableListProps {
  ids: readonly number[];
  /** A row's name for screen-reader announcements ('Picked up Starters'). */
  nameOf: (id: number) => string;
  onReorder: (ids: number[]) => void;
  children: ReactNode;
}

const INSTRUCTIONS =
  'To move, press Space or Enter on the handle, use the arrow keys, then Space or Enter to drop, or Escape to cancel.';

/**
 * One reorderable list: drag with a mouse or finger, or with the keyboard from the handle
 * (dnd-kit's keyboard sensor), with announcements that name the rows.
 */
export function SortableList({ ids, nameOf, onReorder, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: number | string) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(Number(active.id))}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(Number(active.id))} moved to position ${position(over.id)} of ${ids.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(Number(active.id))} dropped at position ${position(over.id)} of ${ids.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(Number(active.id))} cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveTo(ids, Number(active.id), Number(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      {/* The same array between renders: a new one would redraw every sortable row. */}
      <SortableContext items={ids as number[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row's sortable wiring: its style, and the props of its drag handle. */
export function useSortableRow(id: number, disabled = false) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  return {
    setNodeRef,
    style,
    isDragging,
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
