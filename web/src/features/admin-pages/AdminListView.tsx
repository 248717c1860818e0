import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { DataTable, Input, Select, type DataTableColumn } from "../../ui/index.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { adminListQueryOptions, type AdminListEndpoint } from "./admin-pages.api.ts";

const PAGE_SIZES = [10, 50, 100, 250] as const;
type PageSize = (typeof PAGE_SIZES)[number];
const isPageSize = (n: number): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n);

export interface AdminListFilter {
  readonly name: string;
  readonly label: string;
  /** The option that shows every row ("All sign-ins"). */
  readonly allLabel: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

export interface AdminListViewProps<T extends Record<string, unknown>> {
  readonly endpoint: AdminListEndpoint;
  readonly title: string;
  readonly columns: readonly DataTableColumn<T>[];
  readonly getRowId: (row: T) => string;
  /** Column ids the server sorts by (the others are not sortable). */
  readonly defaultSort: { readonly column: string; readonly order: "asc" | "desc" };
  readonly filter?: AdminListFilter;
  readonly emptyText: string;
  readonly statusOf?: (row: T) => unknown;
}

/**
 * One admin list page: a search box, an optional filter, and the data table paged and sorted by
 * the server (so a long history never comes to the browser whole); loading skeleton and empty text
 * from the table, an inline message when the list cannot be loaded.
 */
export const AdminListView = <T extends Record<string, unknown>>({ endpoint, title, columns, getRowId, defaultSort, filter, emptyText, statusOf }: AdminListViewProps<T>) => {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const [filterValue, setFilterValue] = useState("");
  const [paging, setPaging] = useState<{ pageIndex: number; pageSize: PageSize; sort: { column: string; order: "asc" | "desc" } }>({
    pageIndex: 0,
    pageSize: 10,
    sort: defaultSort,
  });
  const q = useDeferredValue(search);
  const list = useQuery(
    adminListQueryOptions<T>(endpoint, {
      q,
      sort: paging.sort.column,
      order: paging.sort.order,
      limit: paging.pageSize,
      offset: paging.pageIndex * paging.pageSize,
      filter: filter === undefined ? null : { name: filter.name, value: filterValue },
      lang: i18n.language,
    }),
  );
  const restart = () => setPaging((p) => ({ ...p, pageIndex: 0 }));

  return (
    <section className={pageStyles.page} aria-labelledby={`admin-${endpoint}-title`}>
      <header className={pageStyles.header}>
        <h1 id={`admin-${endpoint}-title`} className={pageStyles.title}>
          {title}
        </h1>
        {list.data?.total_capped === true && (
          <p className={pageStyles.muted} aria-live="polite">
            {t("More than {{count}} rows", { count: list.data.total })}
          </p>
        )}
      </header>
      <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3" })}>
        <div className={css({ w: "72", maxW: "full" })}>
          <Input
            label={t("Search")}
            type="search"
            name="search"
            value={search}
            maxLength={100}
            onChange={(e) => {
              restart();
              setSearch(e.currentTarget.value);
            }}
          />
        </div>
        {filter !== undefined && (
          <div className={css({ minW: "48" })}>
            <Select
              label={filter.label}
              name={filter.name}
              options={[{ value: "", label: filter.allLabel }, ...filter.options]}
              value={filterValue}
              onChange={(value) => {
                restart();
                setFilterValue(value ?? "");
              }}
            />
          </div>
        )}
      </div>
      {list.isError && (
        <p role="alert" className={pageStyles.error}>
          {t("The list could not be loaded")}
        </p>
      )}
      <DataTable
        key={`${q}/${filterValue}`}
        label={title}
        data={list.data?.data ?? []}
        columns={columns}
        getRowId={getRowId}
        loading={list.isPending}
        initialPageSize={paging.pageSize}
        emptyText={q.trim() === "" && filterValue === "" ? emptyText : t("Nothing matches the search")}
        statusOf={statusOf ?? (() => undefined)}
        server={{
          rowCount: list.data?.total ?? 0,
          onPaginationChange: ({ pageIndex, pageSize }) => setPaging((p) => ({ ...p, pageIndex, pageSize: isPageSize(pageSize) ? pageSize : p.pageSize })),
          onSortingChange: (sorting) => {
            const [first] = sorting;
            setPaging((p) => ({ ...p, pageIndex: 0, sort: first === undefined ? defaultSort : { column: first.column, order: first.direction } }));
          },
        }}
      />
    </section>
  );
};
