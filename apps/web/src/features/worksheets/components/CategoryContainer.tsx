import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryKey, fieldKey } from '../utils/layout';

interface CategoryContainerProps {
  index: number;
  name: string;
  fieldIds: number[];
  children: ReactNode;
}

/** A category: a drop target holding its fields in order (empty categories still take drops). */
export function CategoryContainer({ index, name, fieldIds, children }: CategoryContainerProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: categoryKey(index) });
  const headingId = `worksheet-category-${index}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid={`worksheet-category-${index}`}
      variant="outlined"
      sx={{ p: 1.5, borderColor: isOver ? 'primary.main' : undefined, borderStyle: isOver ? 'dashed' : undefined }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {name}
      </Typography>
      <SortableContext items={fieldIds.map(fieldKey)} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} spacing={1} sx={{ minHeight: 48 }}>
          {fieldIds.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1.5, textAlign: 'center' }}>
              {t('worksheets.manage.emptyCategory')}
            </Typography>
          ) : null}
          {children}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
