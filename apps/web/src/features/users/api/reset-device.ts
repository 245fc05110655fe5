import { adminUserSchema, apiPaths, withId } from '@sabora/contract';
import type { AdminUser } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { operationsMessages } from '@/i18n/operations-messages';
import { apiRequest } from '@/lib/api-client';

export function resetDevice(id: string): Promise<AdminUser> {
  return apiRequest(withId(apiPaths.adminUserResetDevice, id), {
    method: 'POST',
    schema: adminUserSchema,
  });
}

export function useResetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetDevice,
    onSuccess: async (_user, id) => {
      toast.success(operationsMessages.ops.user.deviceReset);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'user', id] });
    },
  });
}
