import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExplainTarget } from '@/api/explain';
// The panel (with its RO grid) loads when first opened: the figures that carry the button show first.
const ExplainDialog = lazy(async () => ({ default: (await import('./ExplainDialog')).ExplainDialog }));

interface ExplainableValueProps {
  /** The figure to explain; without it the value is shown as plain text. */
  target: ExplainTarget | null;
  /** The figure as shown. */
  children: ReactNode;
  /** The value's text, for the button's accessible name. */
  text: string;
}

/**
 * A figure that explains itself (issue 29): click it, or Tab to it and press Enter, and the panel
 * shows its rule, inputs and repair orders.
 */
export function ExplainableValue({ target, children, text }: ExplainableValueProps) {
  const { t } = useTranslation();
  if (!target) return <>{children}</>;
  return (
    <ExplainButton
      label={t(target.prior ? 'explain.openChange' : 'explain.open', {
        metric: t(`dashboard.metrics.${target.metric}`),
        value: text,
      })}
      dialog={(onClose) => <ExplainDialog target={target} onClose={onClose} />}
    >
      {children}
    </ExplainButton>
  );
}

interface ExplainButtonProps {
  /** The button's accessible name: "Explain <figure>: <value>". */
  label: string;
  /** The explanation panel, shown while open. */
  dialog: (onClose: () => void) => ReactNode;
  children: ReactNode;
}

/** The figure as a button that opens its explanation. Dotted underline: the usual sign of "more about this". */
export function ExplainButton({ label, dialog, children }: ExplainButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={label}
        aria-haspopup="dialog"
        sx={{
          font: 'inherit',
          color: 'inherit',
          verticalAlign: 'baseline',
          textDecoration: 'underline dotted',
          textUnderlineOffset: '3px',
          borderRadius: 0.5,
          '&:hover': { textDecorationStyle: 'solid' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {children}
      </ButtonBase>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
