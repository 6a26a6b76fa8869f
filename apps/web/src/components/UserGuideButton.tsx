import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideRef } from '@/api/guides';
import { Tooltip } from './Tooltip';
// The dialog loads when first opened: the header that carries the button shows without it.
const UserGuideDialog = lazy(async () => ({ default: (await import('./UserGuideDialog')).UserGuideDialog }));

interface UserGuideButtonProps {
  guide: GuideRef;
  /** What the guide is about, for the button's accessible name ("User guide: Dashboard"). */
  label?: string;
  color?: 'inherit' | 'default';
  sx?: SxProps<Theme>;
}

/** The info icon that opens a user guide; the guide loads only when the icon is used. */
export function UserGuideButton({ guide, label, color = 'default', sx }: UserGuideButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Kept once opened, so that it can play its closing transition.
  const [used, setUsed] = useState(false);
  const name = label ? t('guides.userGuide.openFor', { name: label }) : t('guides.userGuide.open');
  return (
    <>
      <Tooltip title={name}>
        <IconButton
          size="small"
          color={color}
          aria-label={name}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
            setUsed(true);
          }}
          sx={sx}
        >
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <UserGuideDialog guide={open ? guide : null} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
