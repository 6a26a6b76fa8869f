import { KPI_TYPES } from '@rlo/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

// The dialog loads only when the address names a comment: most visits to the dashboard do not.
const CommentLinkDialog = lazy(async () => ({ default: (await import('./CommentLinkDialog')).CommentLinkDialog }));

export interface CommentLinkTarget {
  id: number;
  type: string;
}

/** The comment an e-mail link names with ?id=…&type=…, or null when the URL names none. */
export function linkedComment(params: URLSearchParams): CommentLinkTarget | null {
  const id = Number(params.get('id'));
  const type = params.get('type') ?? '';
  return Number.isInteger(id) && id > 0 && (KPI_TYPES as readonly string[]).includes(type) ? { id, type } : null;
}

/**
 * E-mail comment links (2-dashboard §2): `?id&type` opens that coach comment, marks it read, and both
 * parameters are cleared from the address so a reload does not open it again.
 */
export function CommentLink() {
  const [params, setParams] = useSearchParams();
  const [link] = useState(() => linkedComment(params));

  useEffect(() => {
    if (!params.has('id') && !params.has('type')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('id');
        next.delete('type');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return link ? (
    <Suspense fallback={null}>
      <CommentLinkDialog link={link} />
    </Suspense>
  ) : null;
}
