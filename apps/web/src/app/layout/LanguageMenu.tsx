import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALE_NAMES, LOCALES, type Locale } from '@rlo/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag } from '@/lib/locale';
import { changeLocale, useLocale } from '@/lib/i18n';

/** Shown only when there is more than one locale to choose from (1-foundation §2). */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (LOCALES.length <= 1) return null;

  const choose = (next: Locale) => {
    setAnchor(null);
    void changeLocale(next);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate aria-hidden />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('header.changeLanguage', { language: LOCALE_NAMES[locale] })}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={compact ? { minWidth: 0, '& .MuiButton-startIcon': { m: 0 } } : undefined}
      >
        {compact ? null : LOCALE_NAMES[locale]}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            selected={option === locale}
            lang={languageTag(option)}
            onClick={() => choose(option)}
          >
            {LOCALE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
