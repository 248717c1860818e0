/** Spec 3, Table: "sort entries have column and direction"; the table keeps TanStack's { id, desc } inside and speaks this outside. */
export interface SortEntry {
  readonly column: string;
  readonly direction: "asc" | "desc";
}

/** The table's sort state as the spec's sort entries. */
export const sortEntriesOf = (sorting: readonly { readonly id: string; readonly desc: boolean }[]): SortEntry[] =>
  sorting.map(({ id, desc }) => ({ column: id, direction: desc ? "desc" : "asc" }));
