import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CsvField, CsvMapping } from '@rlo/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

const GROUPS: [string, CsvField[]][] = [
  ['ro', ['ro_number', 'status', 'opened', 'closed', 'modified']],
  [
    'customer',
    [
      'customer_id',
      'customer_first_name',
      'customer_last_name',
      'customer_company',
      'customer_phone',
      'customer_email',
    ],
  ],
  ['address', ['customer_address', 'customer_city', 'customer_state', 'customer_zip', 'marketing_source']],
  ['vehicle', ['vehicle_id', 'vehicle_year', 'vehicle_make', 'vehicle_model', 'vehicle_vin']],
  ['people', ['writer_name', 'technician_name']],
  ['line', ['line_type', 'line_description', 'category', 'part_number', 'quantity']],
  ['amounts', ['sold_hours', 'actual_hours', 'sold_amount', 'cost_amount']],
];

interface MappingFieldsProps {
  headers: readonly string[];
  mapping: CsvMapping;
  onField: (field: CsvField, header: string) => void;
}

/**
 * A select per canonical field, grouped. Memoized: while the file is read its progress re-renders
 * the step several times a second, and 32 selects are not worth redrawing for it.
 */
export const MappingFields = memo(function MappingFields({ headers, mapping, onField }: MappingFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {GROUPS.map(([group, fields]) => (
        <Box key={group} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t(`csvUpload.mapping.groups.${group}`)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
            {fields.map((field) => {
              const missing = field === 'ro_number' && !mapping.ro_number;
              return (
                <TextField
                  key={field}
                  select
                  size="small"
                  label={t(`csvUpload.fields.${field}`)}
                  required={field === 'ro_number'}
                  value={mapping[field] ?? ''}
                  onChange={(event) => onField(field, event.target.value)}
                  error={missing}
                  helperText={missing ? t('csvUpload.mapping.required') : undefined}
                  // "Not in the file" stays visible on a field left out, so a reader sees it was decided.
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">
                    <em>{t('csvUpload.mapping.notInFile')}</em>
                  </MenuItem>
                  {headers.map((header) => (
                    <MenuItem key={header} value={header}>
                      {header}
                    </MenuItem>
                  ))}
                </TextField>
              );
            })}
          </Box>
        </Box>
      ))}
    </>
  );
});
