import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TOOLTIP_TEXT_MAX } from '@rlo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveTooltips, useTooltips } from '../../api/tooltips';
import { SECTION_TOOLTIP_KEYS } from '../../utils/sectionTooltips';

const SECTIONS = Object.entries(SECTION_TOOLTIP_KEYS);
const KEYS = SECTIONS.map(([anchor]) => anchor);

interface TooltipsDialogProps {
  partnerId: number;
  locationId: number;
  onClose: () => void;
}

function TooltipsForm({ partnerId, initial, onClose }: { partnerId: number; initial: Record<string, string>; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTooltips(partnerId);
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(KEYS.map((key) => [key, initial[key] ?? ''])));
  function submit(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(KEYS.filter((key) => texts[key].trim() !== (initial[key] ?? '')).map((key) => [key, texts[key].trim()]));
    if (Object.keys(changed).length === 0) return onClose();
    save.mutate(changed, {
      onSuccess: () => {
        notifySuccess(t('dashboard.tooltips.saved'));
        onClose();
      },
      onError: notifyError,
    });
  }
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('dashboard.tooltips.intro')}</DialogContentText>
        <Stack spacing={2}>
          {SECTIONS.map(([key, name]) => (
            <TextField
              key={key}
              label={t(`dashboard.sections.${name}`)}
              placeholder={t(`dashboard.tooltips.defaults.${name}`)}
              value={texts[key]}
              onChange={(event) => setTexts((all) => ({ ...all, [key]: event.target.value }))}
              multiline
              minRows={1}
              slotProps={{ htmlInput: { maxLength: TOOLTIP_TEXT_MAX } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboard.actions.close')}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('dashboard.tooltips.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Edit tooltips: the partner's own help text for each dashboard section (empty = the built-in text). */
export function TooltipsDialog({ partnerId, locationId, onClose }: TooltipsDialogProps) {
  const { t } = useTranslation();
  const tooltips = useTooltips(partnerId, locationId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tooltips-title" scroll="paper">
      <DialogTitle id="tooltips-title">{t('dashboard.tooltips.title')}</DialogTitle>
      {tooltips.isPending ? (
        <DialogContent>
          <Skeleton variant="rounded" height={240} />
        </DialogContent>
      ) : tooltips.isError ? (
        <DialogContent>
          <DialogContentText color="error">{t('dashboard.tooltips.loadFailed')}</DialogContentText>
        </DialogContent>
      ) : (
        <TooltipsForm partnerId={partnerId} initial={tooltips.data} onClose={onClose} />
      )}
    </Dialog>
  );
}
