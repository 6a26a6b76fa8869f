import { type PartnerUserList, type UserSave, buildPath, paths } from '@rlo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface Page {
  page: number;
  pageSize: number;
}

const USERS_KEY = ['settings-users'] as const;

/** GET /users: the partner's users, by name. */
export function getUsers({ page, pageSize }: Page): Promise<PartnerUserList> {
  return api<PartnerUserList>(paths.users, { query: { page_num: page + 1, page_size: pageSize }});
}

export function usersQueryOptions(page: Page) {
  return queryOptions({
    queryKey: [...USERS_KEY, page.page, page.pageSize],
    queryFn: () => getUsers(page),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'settings.users.loadFailed' },
  });
}

export function useUsers(page: Page) {
  return useQuery(usersQueryOptions(page));
}

/** POST /users (new, invited by e-mail) or POST /users/{id}; both answer empty (204). */
export function saveUser({ id, user }: { id: number | null; user: UserSave }): Promise<void> {
  return api(id === null ? paths.users : buildPath(paths.user, { id }), { method: 'POST', body: user });
}

/** DELETE /users/{id}. */
export function deleteUser(id: number): Promise<void> {
  return api(buildPath(paths.user, { id }), { method: 'DELETE' });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }) });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }) });
}
