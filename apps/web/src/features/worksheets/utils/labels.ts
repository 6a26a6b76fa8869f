import type { TFunction } from 'i18next';

// The shared Composite Worksheet's fields (ids 1–16) and categories are seeded in English (migration
// 0002); the interface shows them in the user's language. A partner's own fields keep their label.
const SEEDED_FIELD_MAX_ID = 16;
const SEEDED_CATEGORIES = ['Sales', 'Production', 'Expenses', 'Goals'];

export const fieldLabel = (t: TFunction, id: number, label: string) =>
  id <= SEEDED_FIELD_MAX_ID ? t(`worksheets.seeded.fields.f${id}`, { defaultValue: label }) : label;

export const categoryLabel = (t: TFunction, name: string) =>
  SEEDED_CATEGORIES.includes(name) ? t(`worksheets.seeded.categories.${name}`, { defaultValue: name }) : name;
