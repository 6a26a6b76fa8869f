import { paths, type OwnerCommentSave, type OwnerCommentView } from '@rlo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * Every owner-comment list query starts with this key (the employee comments screen), so a comment
 * saved from the dashboard's employee section shows there at once.
 */
export const OWNER_COMMENTS_KEY = ['employee-comments', 'owner-comments'] as const;

/** POST /owner_comment/save: from the dashboard's employee section and the employee comments screen. */
export function saveOwnerComment(partnerId: number, locationId: number, body: OwnerCommentSave) {
  return api<OwnerCommentView>(paths.saveOwnerComment, {
    method: 'POST',
    query: { locationId, partnerId },
    body,
  });
}

export function useSaveOwnerComment(partnerId: number, locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerCommentSave) => saveOwnerComment(partnerId, locationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWNER_COMMENTS_KEY }),
  });
}
