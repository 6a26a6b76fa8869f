import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CSV_PRESET_IDS,
  CSV_PRESETS,
  guessMapping,
  mappingForHeaders,
  type CsvField,
  type CsvMapping,
} from '@rlo/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import type { ParseProgress } from '../parseMessages';
import { count } from '@/lib/format';
import { MappingFields } from './MappingFields';
import type { MappingChoice } from '../utils/preview';

interface MappingStepProps {
  headers: readonly string[];
  mapping: CsvMapping;
  choice: MappingChoice;
  /** The location's saved mapping, offered as a choice when there is one. */
  saved: CsvMapping | null;
  onChange: (mapping: CsvMapping, choice: MappingChoice) => void;
  /** The whole file being read, after Next. */
  reading: ParseProgress | null;
}

/** Step 2: which column of the file holds each canonical field; only the RO number is required. */
export function MappingStep({ headers, mapping, choice, saved, onChange, reading }: MappingStepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const choices: MappingChoice[] = [...(saved ? (['saved'] as const) : []), 'guess', ...CSV_PRESET_IDS];

  const choose = (next: MappingChoice) => {
    if (next === 'guess') onChange(guessMapping(headers), next);
    else if (next === 'saved') onChange(saved ? mappingForHeaders(saved, headers) : {}, next);
    else onChange(mappingForHeaders(CSV_PRESETS[next], headers), next);
  };

  const setField = useCallback(
    (field: CsvField, header: string) => {
      const next = { ...mapping };
      if (header) next[field] = header;
      else delete next[field];
      onChange(next, choice);
    },
    [mapping, choice, onChange],
  );

  return (
    <Stack spacing={2}>
      <Typography>{t('csvUpload.mapping.intro', { shown: headers.length })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          select
          label={t('csvUpload.mapping.preset')}
          value={choice}
          onChange={(event) => choose(event.target.value as MappingChoice)}
          sx={{ minWidth: 320 }}
          size="small"
        >
          {choices.map((id) => (
            <MenuItem key={id} value={id}>
              {t(`csvUpload.mapping.presets.${id}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {t('csvUpload.mapping.presetsNote')}
        </Typography>
      </Stack>
      <MappingFields headers={headers} mapping={mapping} onField={setField} />
      {reading && (
        <Alert severity="info" role="status" icon={false}>
          <Stack spacing={1}>
            <span>
              {t('csvUpload.mapping.reading', {
                rows: count(reading.rows, locale),
                percent: Math.round(reading.fraction * 100),
              })}
            </span>
            <LinearProgress
              variant="determinate"
              value={reading.fraction * 100}
              aria-label={t('csvUpload.mapping.readingLabel')}
            />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
