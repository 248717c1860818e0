import type { CurrentUserResponse, SessionResponse } from "@workledger/event-schemas";
import { http } from "../../../lib/http/http-client.ts";
import { ensureCsrf, fetchCsrf } from "./csrf.ts";

/**
 * The auth calls of the identity API (command-api/src/identity/README.md). Every form handles its
 * own errors, so each call passes `globalErrorHandling: false`; a fresh CSRF token comes first.
 */
const quiet = { globalErrorHandling: false } as const;
type Message = { readonly message: string };

const post = async <T>(path: string, body: unknown): Promise<T> => {
  await fetchCsrf();
  return http.post<T>(path, body, quiet);
};

export interface SignupForm {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly password: string;
  readonly password_confirmation: string;
  readonly terms: boolean;
  readonly language: string;
}

export interface NewPasswordForm {
  readonly token: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/** POST /api/password/set answers a session as the login does, unless the company keeps its people out. */
export type SetPasswordAnswer = Message & Partial<SessionResponse>;
export interface Invitation {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
}

export const authApi = {
  login: (email: string, password: string) => post<SessionResponse>("login", { email, password }),
  signup: (form: SignupForm) => post<SessionResponse>("signup", form),
  forgotPassword: (email: string) => post<Message>("password/forgot", { email }),
  resetPassword: (form: NewPasswordForm) => post<Message>("password/reset", form),
  setPassword: (form: NewPasswordForm & { readonly first_name?: string; readonly last_name?: string }) => post<SetPasswordAnswer>("password/set", form),
  /** The address and names behind a set-password link, without using it. */
  invitation: (token: string) => post<Invitation>("password/set/invitation", { token }),
  verifyEmail: (token: string) => post<Message>("users/verification/verify", { token }),
  resendVerification: (email: string) => post<Message>("users/verification/resend", { email }),
  unsubscribe: (token: string) => post<Message>("unsubscribe", { token }),
  /** Multipart (spec section 7): workspace_name, phone_number, first_name, last_name, email, photo. */
  completeRegistration: (userId: string, form: FormData) => http.post<CurrentUserResponse>(`v2/users/${userId}/register/complete`, form, quiet),
  /** A one-time ticket that opens the realtime socket for seconds (asked with the bearer token in a header, never put in a URL). */
  realtimeTicket: async () => {
    await ensureCsrf();
    return http.post<{ readonly ticket: string; readonly expires_in: number }>("realtime/ticket", undefined, quiet);
  },
};
