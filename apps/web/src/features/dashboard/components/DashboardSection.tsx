import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useInView } from '../hooks/useInView';
import { SectionInfo } from './coaching/SectionInfo';
import { SectionGuideButton } from '@/components/SectionGuideButton';
import { SECTION_TOOLTIP_KEYS } from '../utils/sectionTooltips';
import { SectionSkeleton } from './SectionStates';

interface DashboardSectionProps {
  /** The anchor of the section (2-dashboard §2 names two of them). */
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** Height of the placeholder before the section is in view, close to the real one. */
  placeholderHeight: number;
  /** Rendered only once the section has scrolled into view: its queries start then. */
  children: ReactNode;
  /** Starts the section's first call as it comes into view, alongside the download of its code. */
  prefetch?: () => void;
}

export function DashboardSection({
  id,
  title,
  subtitle,
  placeholderHeight,
  children,
  prefetch,
}: DashboardSectionProps) {
  const [ref, inView] = useInView<HTMLElement>(prefetch);
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      id={id}
      ref={ref}
      aria-labelledby={headingId}
      data-in-view={inView}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, scrollMarginTop: 80, minWidth: 0 }}
    >
      <Stack spacing={0.25} sx={{ mb: 2 }}>
        {/* The info icon sits beside the heading, not in it: the heading names the section. */}
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <SectionInfo sectionId={id} />
          <SectionGuideButton group={SECTION_TOOLTIP_KEYS[id]} title={title} />
        </Stack>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Stack>
      {inView ? (
        <Suspense fallback={<SectionSkeleton height={placeholderHeight} />}>{children}</Suspense>
      ) : (
        <SectionSkeleton height={placeholderHeight} />
      )}
    </Paper>
  );
}
