import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEASURE_MY_SHOP_MIN_PEERS, TECH_COUNT_OPTIONS, type ComparisonState, type SessionUser } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useMeasureMyShop } from '../api/measureMyShop';
import { useShopComparison } from '../api/shopComparison';
import { defaultLocationHas } from '../utils/access';
import { CustomerStatsTables } from './CustomerStatsTables';
import { PeerSection } from './PeerSection';
import { ErrorBlock, LoadingBlock } from '@/components/QueryStates';
import { ViewModeToggle } from './ViewModeToggle';
import { PageTitle } from '@/components/PageTitle';

type MeasureUser = Pick<SessionUser, 'partnerId' | 'defaultLocation' | 'subscriptions' | 'subscriptionStatus'>;

const ANY = 'any';

/** Measure My Shop (3-operations §2): the user's shops beside anonymous peer aggregates. */
export function MeasureMyShopPage({ user }: { user: MeasureUser }) {
  const { t } = useTranslation();
  const allowed = defaultLocationHas(user, 'measure_my_shop');
  return (
    <Stack spacing={2.5}>
      <PageTitle>
        {t('comparison.measureTitle')}
      </PageTitle>
      {allowed ? <MeasureMyShop partnerId={user.partnerId} /> : <Alert severity="info">{t('comparison.noMeasureMyShop')}</Alert>}
    </Stack>
  );
}

/** partnerId: the signed-in user's, whose shops the comparison call answers (their own figures explain themselves). */
function MeasureMyShop({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [state, setState] = useState<ComparisonState>('SUMMARY');
  const [techCount, setTechCount] = useState<number | null>(null);
  const [withGsTech, setWithGsTech] = useState(false);
  const own = useShopComparison({ state, measureMyShop: true });
  const peers = useMeasureMyShop({ techCount, withGsTech });

  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ViewModeToggle value={state} onChange={setState} />
        {state === 'SUMMARY' && (
          <>
            <TextField
              select
              size="small"
              label={t('comparison.techCount')}
              value={techCount === null ? ANY : String(techCount)}
              onChange={(event) => setTechCount(event.target.value === ANY ? null : Number(event.target.value))}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value={ANY}>{t('comparison.anyTechCount')}</MenuItem>
              {TECH_COUNT_OPTIONS.map((option) => (
                <MenuItem key={option} value={String(option)}>
                  {option === 5 ? t('comparison.fiveOrMore') : option}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Checkbox checked={withGsTech} onChange={(event) => setWithGsTech(event.target.checked)} />}
              label={t('comparison.includeGsTech')}
            />
          </>
        )}
      </Stack>
      {own.isPending ? (
        <LoadingBlock height={420} />
      ) : own.isError ? (
        <ErrorBlock error={own.error} onRetry={() => void own.refetch()} />
      ) : state === 'CUSTOMER' ? (
        <CustomerStatsTables records={own.data} />
      ) : (
        <Stack spacing={2}>
          {peers.isError ? (
            <ErrorBlock error={peers.error} onRetry={() => void peers.refetch()} />
          ) : peers.data && !peers.data.enoughPeers ? (
            <Alert severity="info" data-testid="too-few-peers">
              {t('comparison.tooFewPeers', { peers: count(peers.data.peerCount, locale), min: count(MEASURE_MY_SHOP_MIN_PEERS, locale) })}
            </Alert>
          ) : peers.data ? (
            <Typography variant="body2" color="text.secondary">
              {t('comparison.peerCount', { peers: count(peers.data.peerCount, locale) })}
            </Typography>
          ) : null}
          {(['current_year_summary', 'monthly_summary'] as const).map((section) => (
            <PeerSection
              key={section}
              section={section}
              records={own.data}
              peers={section === 'current_year_summary' ? (peers.data?.yearlyList ?? []) : (peers.data?.monthlylyList ?? [])}
              partnerId={partnerId}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
