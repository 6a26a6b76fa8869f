import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { WORKSHEET_STATUSES, type WorksheetDto, type WorksheetStatusName } from '@rlo/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useUpdateWorksheet } from '../api/worksheets';
import { categoryLabel, fieldLabel } from '../utils/labels';
import { categoryOf, moveField } from '../utils/layout';
import { notifyFailure } from '../utils/notifyFailure';
import { parseInput, toInput } from '../utils/values';
import { CategoryContainer } from './CategoryContainer';
import { FieldRow } from './FieldRow';
import { FinalConfirmDialog } from './FinalConfirmDialog';
import { STATUS_KEYS } from './StatusChip';

interface WorksheetEditorProps {
  partnerId: number;
  worksheet: WorksheetDto;
}

/**
 * The body of the manage panel: categories with their fields, dragged between categories with the
 * mouse or the keyboard (dnd-kit), manual values typed and checked, and the status. Final is read-only.
 */
export function WorksheetEditor({ partnerId, worksheet }: WorksheetEditorProps) {
  const { t } = useTranslation();
  const update = useUpdateWorksheet(partnerId, worksheet.id);
  const readOnly = worksheet.status === 'Final';
  const [layout, setLayout] = useState(worksheet.categories);
  const [status, setStatus] = useState<WorksheetStatusName>(worksheet.status);
  const [inputs, setInputs] = useState(() =>
    Object.fromEntries(worksheet.values.map((v) => [v.field_definition_id, toInput(v.type, v.value)])),
  );
  const [confirmingFinal, setConfirmingFinal] = useState(false);
  const beforeDrag = useRef(layout);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const fields = useMemo(() => new Map(worksheet.values.map((v) => [v.field_definition_id, v])), [worksheet.values]);
  const manual = worksheet.values.filter((v) => v.source === 'manual');
  const parsed = new Map(manual.map((v) => [v.field_definition_id, parseInput(v.type, inputs[v.field_definition_id] ?? '')]));
  const invalid = [...parsed.values()].some((p) => !p.ok);

  const labelOf = (dragId: UniqueIdentifier) => {
    const id = Number(String(dragId).replace('field-', ''));
    return fieldLabel(t, id, fields.get(id)?.label ?? '');
  };
  const categoryName = (dragId: UniqueIdentifier) => {
    const index = categoryOf(layout, String(dragId));
    return index >= 0 ? categoryLabel(t, layout[index].name) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('worksheets.dnd.picked', { field: labelOf(active.id), category: categoryName(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('worksheets.dnd.over', { field: labelOf(active.id), category: categoryName(over.id) }) : t('worksheets.dnd.outside', { field: labelOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('worksheets.dnd.dropped', { field: labelOf(active.id), category: categoryName(over.id) }) : t('worksheets.dnd.cancelled', { field: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('worksheets.dnd.cancelled', { field: labelOf(active.id) }),
  };

  // Across categories the field moves while it is dragged; within one it is placed on drop.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const [a, o] = [String(active.id), String(over.id)];
    if (categoryOf(layout, a) !== categoryOf(layout, o)) setLayout((current) => moveField(current, a, o));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return setLayout(beforeDrag.current);
    setLayout((current) => moveField(current, String(active.id), String(over.id)));
  };

  function save() {
    const values = manual.flatMap((v) => {
      const p = parsed.get(v.field_definition_id);
      return p?.ok && p.value !== v.value ? [{ field_definition_id: v.field_definition_id, value: p.value }] : [];
    });
    // Not mutate's callbacks: the saved worksheet remounts this editor (its key), which drops them.
    void update.mutateAsync({ status, values, categories: layout }).then(
      () => notifySuccess(t('worksheets.manage.done')),
      (error: unknown) => notifyFailure(error, 'worksheets.errors.save'),
    );
  }

  const errorText = (id: number) => {
    const p = parsed.get(id);
    return p && !p.ok ? t(`worksheets.manage.invalid.${p.error}`) : '';
  };

  return (
    <Stack spacing={2}>
      {readOnly ? <Alert severity="info">{t('worksheets.manage.finalReadOnly')}</Alert> : <Alert severity="info" variant="outlined">{t('worksheets.manage.dragHelp')}</Alert>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('worksheets.dnd.instructions') } }}
        onDragStart={() => {
          beforeDrag.current = layout;
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setLayout(beforeDrag.current)}
      >
        <Stack spacing={2}>
          {layout.map((category, index) => (
            <CategoryContainer key={category.name} index={index} name={categoryLabel(t, category.name)} fieldIds={category.field_ids}>
              {category.field_ids.map((id) => {
                const field = fields.get(id);
                if (!field) return null;
                return (
                  <FieldRow
                    key={id}
                    field={field}
                    label={fieldLabel(t, id, field.label)}
                    input={inputs[id] ?? ''}
                    error={errorText(id)}
                    readOnly={readOnly}
                    onInput={(text) => setInputs((current) => ({ ...current, [id]: text }))}
                  />
                );
              })}
            </CategoryContainer>
          ))}
        </Stack>
      </DndContext>
      {readOnly ? null : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 2 }}>
          <TextField
            select
            size="small"
            label={t('worksheets.manage.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as WorksheetStatusName)}
            sx={{ minWidth: 180 }}
          >
            {WORKSHEET_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(STATUS_KEYS[s])}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={invalid} loading={update.isPending} onClick={() => (status === 'Final' ? setConfirmingFinal(true) : save())}>
            {t('worksheets.manage.save')}
          </Button>
        </Stack>
      )}
      {confirmingFinal ? (
        <FinalConfirmDialog
          onClose={(confirmed) => {
            setConfirmingFinal(false);
            if (confirmed) save();
          }}
        />
      ) : null}
    </Stack>
  );
}
