import { PRODUCT_TITLE_SUFFIX } from '@rlo/contract';
import { useEffect } from 'react';

export function pageTitle(title: string): string {
  return `${title}${PRODUCT_TITLE_SUFFIX}`;
}

/** The title of a settings page before the suffix: "Users Settings". */
export function settingsTitle(settingsName: string): string {
  return `${settingsName} Settings`;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
