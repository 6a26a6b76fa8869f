import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARD_BRAND_NAMES, CARD_BRANDS, type PaymentInfo } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { twoDigits } from '@/lib/dates';
import { closeToasts } from '@/lib/toast';
import { notifyError } from '@/lib/notify';
import { useSavePaymentInfo } from '../api/savePaymentInfo';
import { cardDigits, cvcLength, detectBrand } from '../sandbox';
import { cardTokenizerFor, type CardDetails, type CardTokenizer } from '../tokenizer';
import { cardFormSchema, EMPTY_CARD, EXPIRY_YEARS_AHEAD, type CardField, type CardFormValues } from './cardFormSchema';
import { BusyButton } from '@/components/BusyButton';

const CARD_DECLINED = 473;
// The fields sit two to a row in a narrow place (a dialog, the /payment card) and in one wider
// arrangement from this width of the form itself, not of the window: a container query.
const WIDE_FORM = '@container (min-width: 560px)';
const span = (narrow: number, wide: number) => ({ gridColumn: `span ${narrow}`, [WIDE_FORM]: { gridColumn: `span ${wide}` } });
const MONTHS = Array.from({ length: 12 }, (_, i) => twoDigits(i + 1));

interface CardFormProps {
  partnerId: number;
  /** The user's paymentProcessingPublicKey: null means the sandbox provider. */
  paymentProcessingPublicKey: string | null;
  onSaved: (info: PaymentInfo) => void;
  /** After a decline (473): a dialog closes here; on a page the form is simply emptied. */
  onDeclined?: () => void;
  submitLabel?: string;
  /** Only for tests: another provider than the one the public key selects. */
  tokenizer?: CardTokenizer;
}

/**
 * Card type, number, expiry month and year, CVV (1-foundation §3 "Payment info"). The card is
 * checked and turned into a token in the browser; only the token is posted to our server.
 */
export function CardForm({ partnerId, paymentProcessingPublicKey, onSaved, onDeclined, submitLabel, tokenizer }: CardFormProps) {
  const { t } = useTranslation();
  const save = useSavePaymentInfo();
  const [tokenizing, setTokenizing] = useState(false);
  const provider = tokenizer ?? cardTokenizerFor(paymentProcessingPublicKey);
  const resolver = useMemo(() => zodResolver(cardFormSchema()) as Resolver<CardFormValues, unknown, CardDetails>, []);
  const years = useMemo(() => {
    const first = new Date().getFullYear();
    return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => String(first + i));
  }, []);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<CardFormValues, unknown, CardDetails>({ resolver, mode: 'onTouched', defaultValues: EMPTY_CARD });

  const cardType = useWatch({ control, name: 'cardType' });
  const errorOf = (field: CardField): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    const brand = CARD_BRANDS.find((b) => b === cardType) ?? null;
    return t(message, { cardType: brand ? CARD_BRAND_NAMES[brand] : '', length: cvcLength(brand) });
  };

  const onSubmit = handleSubmit(async (card) => {
    setTokenizing(true);
    const result = await provider.createToken(card).finally(() => setTokenizing(false));
    if ('error' in result) {
      // 1-foundation §5 "Card": a failure at the provider is only logged, the user sees no message.
      console.error(`Card tokenization failed at the ${provider.name} provider: ${result.error}`);
      return;
    }
    save.mutate(
      { partnerId, token: result.token },
      {
        onSuccess: (info) => {
          // A decline toast of an earlier try is about a card that is no longer in question.
          closeToasts();
          reset(EMPTY_CARD);
          onSaved(info);
        },
        onError: (error) => {
          notifyError(error);
          if (error instanceof ApiError && error.status === CARD_DECLINED) {
            reset(EMPTY_CARD);
            onDeclined?.();
          }
        },
      },
    );
  });

  const processing = tokenizing || save.isPending;
  const select = (field: 'cardType' | 'expMonth' | 'expYear', label: string, options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={field}
      render={({ field: input }) => (
        <TextField
          {...input}
          select
          fullWidth
          required
          label={label}
          error={Boolean(errorOf(field))}
          helperText={errorOf(field) ?? ' '}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={1} aria-label={t('payment.formLabel')} sx={{ containerType: 'inline-size' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: 2, rowGap: 1 }}>
        <Box sx={span(12, 5)}>
          {select(
            'cardType',
            t('payment.fields.cardType'),
            CARD_BRANDS.map((brand) => ({ value: brand, label: CARD_BRAND_NAMES[brand] })),
          )}
        </Box>
        <Box sx={span(12, 7)}>
          <Controller
            control={control}
            name="number"
            render={({ field }) => (
              <TextField
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  // The type follows the number as it is typed; the user can still pick another.
                  const brand = detectBrand(cardDigits(event.target.value));
                  if (brand) setValue('cardType', brand, { shouldValidate: Boolean(errors.cardType) });
                }}
                fullWidth
                required
                label={t('payment.fields.number')}
                placeholder="1234 5678 9012 3456"
                error={Boolean(errorOf('number'))}
                helperText={errorOf('number') ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 } }}
              />
            )}
          />
        </Box>
        <Box sx={span(6, 4)}>
          {select('expMonth', t('payment.fields.expMonth'), MONTHS.map((m) => ({ value: m, label: m })))}
        </Box>
        <Box sx={span(6, 4)}>
          {select('expYear', t('payment.fields.expYear'), years.map((y) => ({ value: y, label: y })))}
        </Box>
        <Box sx={span(6, 4)}>
          <Controller
            control={control}
            name="cvv"
            render={({ field }) => (
              <TextField
                {...field}
                fullWidth
                required
                label={t('payment.fields.cvv')}
                error={Boolean(errorOf('cvv'))}
                helperText={errorOf('cvv') ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
              />
            )}
          />
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <LockOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{t('payment.secureNote')}</Typography>
      </Stack>
      <BusyButton type="submit" size="large" busy={processing} sx={{ alignSelf: { sm: 'flex-start' }, mt: 1 }}>
        {submitLabel ?? t('payment.save')}
      </BusyButton>
    </Stack>
  );
}
