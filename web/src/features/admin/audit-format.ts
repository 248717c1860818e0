/** Whole seconds as h:mm. */
export const hoursText = (seconds: number | null): string => {
  if (seconds === null) return "—";
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

/** Whether a row can be opened as of its moment: it names a person and a company. */
export const canTimeTravel = (row: { readonly person_id: string | null; readonly company_id: string }): boolean => row.person_id !== null && row.company_id !== "";
