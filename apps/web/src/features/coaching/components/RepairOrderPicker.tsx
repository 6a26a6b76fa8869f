import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RepairOrderSummary } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessNow } from '@/lib/businessClock';
import { date, money } from '@/lib/format';
import { isoDay } from '@/lib/dates';
import { useLocale } from '@/lib/i18n';
import { useClientRepairOrders } from '../api/clientLocations';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { daysBefore, RO_PICKER_DAYS } from '../utils/roRange';

/** The picker shows this many matches; typing narrows them on the server. */
const PICKER_SIZE = 20;

const customerOf = (ro: RepairOrderSummary) => [ro.customer.first_name, ro.customer.last_name].filter(Boolean).join(' ');

interface RepairOrderPickerProps {
  locationId: number;
  value: RepairOrderSummary | null;
  onChange: (ro: RepairOrderSummary | null) => void;
  error: string;
}

/**
 * The RO a comment is about, picked from the client location's ROs of the last year (newest first),
 * searched on the server by RO number or customer: number, date, customer and total on each option.
 */
export function RepairOrderPicker({ locationId, value, onChange, error }: RepairOrderPickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [input, setInput] = useState('');
  const range = useMemo(() => {
    const today = businessNow();
    return { startDate: daysBefore(today, RO_PICKER_DAYS), endDate: isoDay(today) };
  }, []);
  // The text of a picked option is its label, not a search.
  const search = useDebouncedValue(value && input === label(value) ? '' : input);
  const query = useClientRepairOrders(locationId, { ...range, search, pageNum: 1, pageSize: PICKER_SIZE });
  function label(ro: RepairOrderSummary) {
    return `${ro.order_number} · ${customerOf(ro)}`;
  }
  const options = query.data?.items ?? [];
  return (
    <Autocomplete
      id="write-reference"
      size="small"
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={label}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      // The server filters: every option it answers is a match.
      filterOptions={(all) => all}
      loading={query.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={query.isError ? t('coaching.agent.repairOrders.failed') : t('coaching.write.noRo')}
      renderOption={({ key, ...props }, ro) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {ro.order_number}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {ro.business_date ? date(ro.business_date, locale) : ''}
          </Typography>
          <Typography component="span" variant="body2" sx={{ flexGrow: 1 }}>
            {customerOf(ro)}
          </Typography>
          <Typography component="span" variant="body2">
            {money(ro.total_sold_price_cents, locale)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={t('coaching.write.ro')}
          placeholder={t('coaching.write.roSearch')}
          error={!!error}
          helperText={error || t('coaching.write.roHint')}
        />
      )}
    />
  );
}
