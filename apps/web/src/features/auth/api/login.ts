import { apiPaths, sessionUserSchema } from '@sabora/contract';
import type { LoginBody, SessionUser } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { apiRequest } from '@/lib/api-client';
import { saveUser } from '@/lib/session';

export function login(body: LoginBody): Promise<SessionUser> {
  // Sent as typed: the server reads Arabic digits, spaces and a country code by the contract's
  // rule (loginBody), the same one sign-up used.
  // The sign-in page keeps a refusal on the page (a blocked device needs the support links).
  return apiRequest(apiPaths.login, {
    method: 'POST',
    body,
    schema: sessionUserSchema,
    quietRefusal: true,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      saveUser(user);
      toast.success(messages.auth.welcome(user.name));
    },
  });
}
