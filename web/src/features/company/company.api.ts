import { queryOptions } from "@tanstack/react-query";
import type { CompanyResponse } from "@workledger/event-schemas";
import { http } from "../../lib/http/http-client.ts";

const quiet = { globalErrorHandling: false } as const;

export interface CompanyProfileForm {
  name: string;
  tax_number: string;
  address: string;
  telephone_number: string;
  activity: string;
}

type Answer = { readonly message?: string; readonly data: CompanyResponse | null };

export const companyKeys = {
  all: ["company"] as const,
  show: (companyId: string) => [...companyKeys.all, companyId, "show"] as const,
};

/** GET /api/companies/{id}/show fills the form (spec section 7). */
export const companyShowQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.show(companyId),
    queryFn: async ({ signal }) => (await http.get<{ data: CompanyResponse }>(`companies/${companyId}/show`, { signal })).data,
  });

export const formOf = (company: CompanyResponse): CompanyProfileForm => ({
  name: company.name,
  tax_number: company.tax_number ?? "",
  address: company.address ?? "",
  telephone_number: company.telephone_number ?? "",
  activity: company.activity ?? "",
});

/** The logo URL carries cache_id = logo_cache (spec section 7), so a changed logo is fetched anew. */
export const logoUrl = (company: Pick<CompanyResponse, "logo" | "logo_cache">): string | null => {
  if (company.logo === null || company.logo === "") return null;
  if (/[?&]cache_id=/.test(company.logo)) return company.logo;
  return `${company.logo}${company.logo.includes("?") ? "&" : "?"}cache_id=${company.logo_cache}`;
};

export const companyApi = {
  update: (companyId: string, form: CompanyProfileForm) => http.post<Answer>(`companies/${companyId}/update`, form, quiet),
  /** Multipart, one field photo: a png named company-logo.png (clarification 12). */
  uploadLogo: (companyId: string, png: Blob) => {
    const body = new FormData();
    body.set("photo", png, "company-logo.png");
    return http.post<Answer>(`companies/${companyId}/logo`, body, quiet);
  },
  removeLogo: (companyId: string) => http.post<Answer>(`companies/${companyId}/logo/remove`, undefined, quiet),
};
