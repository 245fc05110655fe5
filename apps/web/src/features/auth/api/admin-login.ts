import { apiPaths, sessionAdminSchema } from '@sabora/contract';
import type { AdminLoginBody, SessionAdmin } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/api-client';
import { saveAdmin } from '@/lib/session';

export function adminLogin(body: AdminLoginBody): Promise<SessionAdmin> {
  return apiRequest(apiPaths.adminLogin, { method: 'POST', body, schema: sessionAdminSchema });
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (admin) => {
      saveAdmin(admin);
      toast.success(messages.auth.welcome(admin.name));
    },
  });
}
