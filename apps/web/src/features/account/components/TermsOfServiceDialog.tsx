import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { LIABILITY_CAP_USD, MINIMUM_AGE, SUPPORT_EMAIL } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { FullScreenDialogBar } from './FullScreenDialogBar';

// The ten sections of 1-foundation §2, in order; the minimum age belongs to the acceptance, which
// is how the spec's eleven topics make ten sections. Each has a title and `paragraphs` texts.
const SECTIONS = [
  { id: 'acceptance', paragraphs: 3 },
  { id: 'service', paragraphs: 2 },
  { id: 'accounts', paragraphs: 2 },
  { id: 'conduct', paragraphs: 2 },
  { id: 'privacy', paragraphs: 2 },
  { id: 'security', paragraphs: 2 },
  { id: 'warranty', paragraphs: 2 },
  { id: 'indemnity', paragraphs: 1 },
  { id: 'liability', paragraphs: 2 },
  { id: 'termination', paragraphs: 2 },
] as const;

const VALUES = { minimumAge: MINIMUM_AGE, amount: LIABILITY_CAP_USD, email: SUPPORT_EMAIL };

export function TermsOfServiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="terms-title">
      <FullScreenDialogBar
        titleId="terms-title"
        title={t('terms.title')}
        closeLabel={t('terms.close')}
        onClose={onClose}
      />
      <DialogContent>
        <Container maxWidth="md" sx={{ py: 2 }}>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('terms.intro')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {SECTIONS.map(({ id, paragraphs }, index) => (
              <Box component="li" key={id} sx={{ mb: 3 }}>
                <Typography id={`terms-${id}`} variant="h6" component="h3" sx={{ mb: 1 }}>
                  {`${index + 1}. ${t(`terms.sections.${id}.title`)}`}
                </Typography>
                {Array.from({ length: paragraphs }, (_, paragraph) => (
                  <Typography key={paragraph} sx={{ mb: 1 }}>
                    {t(`terms.sections.${id}.p${paragraph + 1}`, VALUES)}
                  </Typography>
                ))}
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {t('terms.close')}
            </Button>
          </Box>
        </Container>
      </DialogContent>
    </Dialog>
  );
}
