import { apiPaths, signupResponse } from '@sabora/contract';
import type { SignupBody, SignupResponse } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from '@/lib/api-client';
import { saveUser } from '@/lib/session';

// The server's message tells the student their device is now bound; spec: 15 s.
const signupNoticeMs = 15_000;

export function signup(body: SignupBody): Promise<SignupResponse> {
  return apiRequest(apiPaths.signup, { method: 'POST', body, schema: signupResponse });
}

export function useSignup() {
  return useMutation({
    mutationFn: signup,
    onSuccess: ({ user, message }) => {
      saveUser(user);
      toast.info(message, { autoClose: signupNoticeMs });
    },
  });
}
