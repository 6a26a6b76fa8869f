import DragIcon from '@mui/icons-material/DragIndicator';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import type { WorksheetFieldValue } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/Tooltip';
import { useLocale } from '@/lib/i18n';
import { fieldKey } from '../utils/layout';
import { formatValue } from '../utils/values';

const ADORNMENTS = { currency: ['$', ''], hours: ['', 'h'], percent: ['', '%'], number: ['', ''], text: ['', ''] } as const;

interface FieldRowProps {
  field: WorksheetFieldValue;
  label: string;
  input: string;
  error: string;
  readOnly: boolean;
  onInput: (text: string) => void;
}

/** One field: its label, where it comes from, its value (typed for a manual field) and its drag handle. */
export function FieldRow({ field, label, input, error, readOnly, onInput }: FieldRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: fieldKey(field.field_definition_id),
    disabled: readOnly,
  });
  const system = field.source === 'system';
  const [prefix, suffix] = ADORNMENTS[field.type];
  const inputId = `worksheet-field-${field.field_definition_id}`;

  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid={`worksheet-field-${field.field_definition_id}`}
      sx={{
        p: 1,
        // Translate only: a scale would squash rows of other heights in another category.
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: isDragging ? 0.5 : 1,
        bgcolor: system ? 'action.hover' : 'background.paper',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {readOnly ? null : (
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={t('worksheets.dnd.handle', { field: label })}
            sx={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <DragIcon fontSize="small" />
          </IconButton>
        )}
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="label" htmlFor={system || readOnly ? undefined : inputId} variant="body2" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Tooltip title={system ? t('worksheets.source.systemHelp') : t('worksheets.source.manualHelp')}>
            <Chip
              size="small"
              variant="outlined"
              color={system ? 'primary' : 'default'}
              label={system ? t('worksheets.source.system') : t('worksheets.source.manual')}
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
            />
          </Tooltip>
        </Stack>
        {system || readOnly ? (
          <Typography data-testid={`worksheet-value-${field.field_definition_id}`} sx={{ minWidth: 140, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {formatValue(field.type, field.value, locale)}
          </Typography>
        ) : (
          <TextField
            id={inputId}
            size="small"
            value={input}
            onChange={(event) => onInput(event.target.value)}
            error={Boolean(error)}
            helperText={error || undefined}
            multiline={field.type === 'text'}
            sx={{ width: field.type === 'text' ? 240 : 160 }}
            slotProps={{
              htmlInput: { inputMode: field.type === 'text' ? 'text' : 'decimal', 'aria-describedby': undefined },
              input: {
                startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
                endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
              },
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
