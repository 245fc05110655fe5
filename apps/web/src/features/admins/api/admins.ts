import {
  adminPasswordResponse,
  adminSchema,
  apiPaths,
  deletedResponse,
  withId,
} from '@sabora/contract';
import type {
  Admin,
  AdminCreateBody,
  AdminPasswordBody,
  AdminPasswordResponse,
  AdminPatchBody,
  DeletedResponse,
} from '@sabora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminsKey } from '@/lib/api/get-admins';

export function getAdminAccount(id: string, signal?: AbortSignal): Promise<Admin> {
  return apiRequest(withId(apiPaths.adminAdminById, id), { schema: adminSchema, signal });
}

export function useAdminAccount(id: string | undefined) {
  return useQuery({
    queryKey: [...adminsKey, id],
    queryFn: ({ signal }) => getAdminAccount(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function createAdmin(body: AdminCreateBody): Promise<Admin> {
  return apiRequest(apiPaths.adminAdmins, {
    method: 'POST',
    body,
    schema: adminSchema,
    fieldErrors: true,
  });
}

export function updateAdmin({ id, body }: { id: string; body: AdminPatchBody }): Promise<Admin> {
  return apiRequest(withId(apiPaths.adminAdminById, id), {
    method: 'PATCH',
    body,
    schema: adminSchema,
    fieldErrors: true,
  });
}

export function setAdminPassword({
  id,
  body,
}: {
  id: string;
  body: AdminPasswordBody;
}): Promise<AdminPasswordResponse> {
  return apiRequest(withId(apiPaths.adminAdminPassword, id), {
    method: 'PUT',
    body,
    schema: adminPasswordResponse,
  });
}

export function deleteAdmin(id: string): Promise<DeletedResponse> {
  return apiRequest(withId(apiPaths.adminAdminById, id), {
    method: 'DELETE',
    schema: deletedResponse,
  });
}

function useAdminsMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminsKey });
    },
  });
}

export const useCreateAdmin = () => useAdminsMutation(createAdmin);
export const useUpdateAdmin = () => useAdminsMutation(updateAdmin);
export const useSetAdminPassword = () => useAdminsMutation(setAdminPassword);
export const useDeleteAdmin = () => useAdminsMutation(deleteAdmin);
