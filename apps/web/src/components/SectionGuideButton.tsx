import { KPI_GUIDE_GROUPS, type KpiGuideGroup } from '@rlo/contract';
import { UserGuideButton } from './UserGuideButton';

const isGroup = (value: string | undefined): value is KpiGuideGroup => (KPI_GUIDE_GROUPS as readonly string[]).includes(value ?? '');

/** A dashboard section's guide (its figures and how they are computed), next to its tooltip icon. */
export function SectionGuideButton({ group, title }: { group: string | undefined; title: string }) {
  if (!isGroup(group)) return null;
  return <UserGuideButton guide={{ group }} label={title} />;
}
