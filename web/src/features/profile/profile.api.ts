import { queryOptions } from "@tanstack/react-query";
import type { PersonResponse } from "@workledger/event-schemas";
import { http } from "../../lib/http/http-client.ts";

const quiet = { globalErrorHandling: false } as const;
type Answer = { readonly message?: string; readonly data?: PersonResponse };

export const profileKeys = { own: (userId: string) => ["users", userId, "profile"] as const };

/** GET /api/users/{id}/profile: the signed-in user's own profile. */
export const ownProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.own(userId),
    queryFn: async ({ signal }) => (await http.get<{ data: PersonResponse }>(`users/${userId}/profile`, { signal })).data,
  });

export interface OwnProfileForm {
  first_name: string;
  last_name: string;
  phone_numbers: string[];
  addresses: string[];
  language: string;
  date_of_birth: string | null;
}

export const profileApi = {
  update: (userId: string, form: OwnProfileForm) => http.put<Answer>(`users/${userId}/profile`, form, quiet),
  /** Asks for a new own address (current password needed); it is used once its link is followed. */
  changeEmail: (userId: string, body: { email: string; current_password: string }) => http.post<Answer>(`users/${userId}/email`, body, quiet),
  cancelEmailChange: (userId: string) => http.post<Answer>(`users/${userId}/email/cancel`, {}, quiet),
  changePassword: (userId: string, body: { current_password: string; password: string; password_confirmation: string }) =>
    http.post<{ message: string }>(`users/${userId}/password`, body, quiet),
  uploadPhoto: (userId: string, jpeg: Blob, filename: string) => {
    const body = new FormData();
    body.set("photo", jpeg, filename);
    return http.post<{ message?: string }>(`users/${userId}/photo`, body, quiet);
  },
};
