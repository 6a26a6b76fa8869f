import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ComparisonSectionKey, ComparisonState, SessionUser } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopComparison } from '../api/shopComparison';
import { defaultLocationHas } from '../utils/access';
import { SECTION_ORDER, UNSORTED, clickRow, type SectionSort } from '../utils/comparisonRows';
import { ComparisonSection } from './ComparisonSection';
import { CustomerStatsTables } from './CustomerStatsTables';
import { PrintStyles } from './PrintStyles';
import { ErrorBlock, LoadingBlock } from '@/components/QueryStates';
import { ViewModeToggle } from './ViewModeToggle';
import { PageTitle } from '@/components/PageTitle';
import { IsoDateField } from '@/components/IsoDateField';

type ComparisonUser = Pick<SessionUser, 'partnerId' | 'defaultLocation' | 'subscriptions' | 'subscriptionStatus'>;

/** The shop comparison screen (3-operations §2). */
export function ShopComparisonPage({ user }: { user: ComparisonUser }) {
  const { t } = useTranslation();
  const allowed = defaultLocationHas(user, 'rlo_daily_email');
  return (
    <Stack spacing={2.5}>
      <PrintStyles />
      <PageTitle>
        {t('comparison.title')}
      </PageTitle>
      {allowed ? <Comparison partnerId={user.partnerId} /> : <Alert severity="info">{t('comparison.noDailyEmail')}</Alert>}
    </Stack>
  );
}

/** partnerId: the signed-in user's, whose locations the comparison call answers (their figures explain themselves). */
function Comparison({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ComparisonState>('SUMMARY');
  const [selectedDate, setSelectedDate] = useState('');
  const [open, setOpen] = useState<Record<ComparisonSectionKey, boolean>>(
    () => Object.fromEntries(SECTION_ORDER.map(({ key, open: initially }) => [key, initially])) as Record<ComparisonSectionKey, boolean>,
  );
  const [sorts, setSorts] = useState<Partial<Record<ComparisonSectionKey, SectionSort>>>({});
  const query = useShopComparison({ state, selectedDate: selectedDate || undefined });

  return (
    <>
      <Stack direction="row" useFlexGap data-print-hide sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ViewModeToggle value={state} onChange={setState} />
        {state === 'SUMMARY' && (
          <IsoDateField
            size="small"
            label={t('comparison.specificDay')}
            value={selectedDate}
            onChange={setSelectedDate}
            helperText={t('comparison.specificDayHint')}
          />
        )}
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ ml: 'auto' }}>
          {t('comparison.print')}
        </Button>
      </Stack>
      {query.isPending ? (
        <LoadingBlock height={480} />
      ) : query.isError ? (
        <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Alert severity="info">{t('comparison.noLocations')}</Alert>
      ) : state === 'CUSTOMER' ? (
        <CustomerStatsTables records={query.data} />
      ) : (
        <Stack spacing={1.5}>
          {SECTION_ORDER.map(({ key }) => (
            <ComparisonSection
              key={key}
              section={key}
              records={query.data}
              expanded={open[key]}
              onToggle={() => setOpen((current) => ({ ...current, [key]: !current[key] }))}
              sort={sorts[key] ?? UNSORTED}
              onSortRow={(metric) => setSorts((current) => ({ ...current, [key]: clickRow(current[key] ?? UNSORTED, metric) }))}
              partnerId={partnerId}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
