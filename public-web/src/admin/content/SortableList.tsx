import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { DragHandleIcon } from '../icons';
import { useT } from '../../app/i18n';
import { movedIds } from './model';
import styles from './content.module.css';

interface SortableListProps<T extends { id: string }> {
  items: T[];
  /** The item's name, for the drag handle's label and the screen reader's announcements. */
  nameOf(item: T): string;
  renderItem(item: T): ReactNode;
  /** A new order of the ids (after a drop that moved something). */
  onReorder(ids: string[]): void;
  disabled?: boolean;
  testId: string;
}

/**
 * A list reordered by dragging each row's handle, with the mouse, touch or keyboard (focus the
 * handle, Space to pick up, arrows to move, Space to drop, Escape to cancel), as antd's "drag
 * sorting" examples do with @dnd-kit; what happens is announced in the interface's language.
 */
export function SortableList<T extends { id: string }>({
  items,
  nameOf,
  renderItem,
  onReorder,
  disabled,
  testId,
}: SortableListProps<T>) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const announcements = useMemo<Announcements>(() => {
    const name = (id: UniqueIdentifier) => {
      const item = items.find((candidate) => candidate.id === id);
      return item ? nameOf(item) : '';
    };
    const position = (id: UniqueIdentifier | undefined) =>
      String(items.findIndex((item) => item.id === id) + 1);
    return {
      onDragStart: ({ active }) =>
        t('admin.content.drag.picked', { name: name(active.id), position: position(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('admin.content.drag.over', { name: name(active.id), position: position(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        t('admin.content.drag.dropped', {
          name: name(active.id),
          position: position(over?.id ?? active.id),
        }),
      onDragCancel: ({ active }) => t('admin.content.drag.cancelled', { name: name(active.id) }),
    };
  }, [items, nameOf, t]);

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const next = movedIds(ids, String(active.id), String(over.id));
    if (next) onReorder(next);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('admin.content.drag.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={styles.list} data-testid={testId}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} name={nameOf(item)} disabled={disabled}>
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  disabled,
  children,
}: {
  id: string;
  name: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      className={styles.row}
      style={{
        // Translate only: scaling would squash rows of different heights.
        transform: CSS.Translate.toString(transform),
        transition,
        ...(isDragging ? { position: 'relative', zIndex: 2 } : {}),
      }}
      data-dragging={isDragging || undefined}
      data-testid="content-item"
      data-id={id}
    >
      <Button
        ref={setActivatorNodeRef}
        type="text"
        className={styles.handle}
        icon={<DragHandleIcon />}
        aria-label={t('admin.content.drag.handle', { name })}
        disabled={disabled}
        data-testid="content-drag"
        {...attributes}
        {...listeners}
      />
      {children}
    </li>
  );
}
