import type { WorksheetCategoryLayout } from '@rlo/contract';

export const fieldKey = (id: number) => `field-${id}`;
export const categoryKey = (index: number) => `category-${index}`;

/** The index of the category holding a drag id (a field's or a category's own). */
export function categoryOf(layout: WorksheetCategoryLayout[], dragId: string): number {
  const category = /^category-(\d+)$/.exec(dragId);
  if (category) return Number(category[1]);
  const field = Number(dragId.replace('field-', ''));
  return layout.findIndex((c) => c.field_ids.includes(field));
}

/**
 * The layout with a field moved next to another field or to the end of a category. Returns the same
 * layout when nothing moves, so that drag-over updates do not re-render for nothing.
 */
export function moveField(layout: WorksheetCategoryLayout[], activeId: string, overId: string): WorksheetCategoryLayout[] {
  const from = categoryOf(layout, activeId);
  const to = categoryOf(layout, overId);
  if (from < 0 || to < 0 || activeId === overId) return layout;
  const field = Number(activeId.replace('field-', ''));
  const target = layout[to].field_ids.filter((id) => id !== field);
  const overField = overId.startsWith('field-') ? Number(overId.replace('field-', '')) : null;
  const overIndex = overField === null ? target.length : target.indexOf(overField);
  const oldIndex = layout[to].field_ids.indexOf(field);
  // Within a category, dropping on a later field puts it after that field.
  const index = from === to && overIndex >= oldIndex && overField !== null ? overIndex + 1 : overIndex;
  target.splice(index < 0 ? target.length : index, 0, field);
  return layout.map((c, i) => {
    if (i === to) return { ...c, field_ids: target };
    if (i === from) return { ...c, field_ids: c.field_ids.filter((id) => id !== field) };
    return c;
  });
}
