import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Button } from "../button/Button.tsx";
import { MoreOptionsMenu } from "../menu/MoreOptionsMenu.tsx";

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
});
export type DataTableFeatures = typeof dataTableFeatures;

export interface RowAction<T> {
  readonly id: string;
  readonly label: string;
  readonly icon?: ReactNode;
  readonly danger?: boolean;
  readonly hidden?: (row: T) => boolean;
  readonly onSelect: (row: T) => void;
}

interface ColumnBase {
  readonly id: string;
  readonly header?: string;
  readonly sortable?: boolean;
}

/** The spec's cell types: value, function, component, actions and more-options menu. */
export type DataTableColumn<T> =
  | (ColumnBase & { readonly type: "value"; readonly key: keyof T & string })
  | (ColumnBase & { readonly type: "function"; readonly value: (row: T) => string | number | null | undefined })
  | (ColumnBase & { readonly type: "component"; readonly render: (row: T) => ReactNode; readonly sortValue?: (row: T) => string | number })
  | (ColumnBase & { readonly type: "actions"; readonly actions: readonly RowAction<T>[] })
  | (ColumnBase & { readonly type: "more"; readonly options: readonly RowAction<T>[] });

const show = (value: unknown): ReactNode => (value === null || value === undefined || value === "" ? "-" : String(value));

/** Turns our column descriptions into TanStack column definitions. */
export const toColumnDefs = <T extends RowData>(columns: readonly DataTableColumn<T>[]): ColumnDef<DataTableFeatures, T, unknown>[] => {
  const helper = createColumnHelper<DataTableFeatures, T>();
  return columns.map((column): ColumnDef<DataTableFeatures, T, unknown> => {
    const header = column.header ?? "";
    switch (column.type) {
      case "value":
        return helper.accessor((row: T) => row[column.key] as unknown, {
          id: column.id,
          header,
          enableSorting: column.sortable ?? false,
          cell: (ctx) => show(ctx.getValue()),
        }) as ColumnDef<DataTableFeatures, T, unknown>;
      case "function":
        return helper.accessor((row: T) => column.value(row), {
          id: column.id,
          header,
          enableSorting: column.sortable ?? false,
          cell: (ctx) => show(ctx.getValue()),
        }) as ColumnDef<DataTableFeatures, T, unknown>;
      case "component": {
        const sortValue = column.sortValue;
        if (sortValue === undefined) {
          return helper.display({ id: column.id, header, enableSorting: false, cell: (ctx) => column.render(ctx.row.original) });
        }
        return helper.accessor((row: T) => sortValue(row), {
          id: column.id,
          header,
          enableSorting: column.sortable ?? true,
          cell: (ctx) => column.render(ctx.row.original),
        }) as ColumnDef<DataTableFeatures, T, unknown>;
      }
      case "actions":
        return helper.display({
          id: column.id,
          header,
          enableSorting: false,
          cell: (ctx) => (
            <span style={{ display: "inline-flex", gap: "0.25rem" }}>
              {column.actions
                .filter((a) => !(a.hidden?.(ctx.row.original) ?? false))
                .map((a) => (
                  <Button
                    key={a.id}
                    size={a.icon !== undefined ? "icon" : "sm"}
                    variant={a.danger ? "danger" : "ghost"}
                    aria-label={a.label}
                    title={a.label}
                    onClick={(e) => {
                      e.stopPropagation();
                      a.onSelect(ctx.row.original);
                    }}
                  >
                    {a.icon ?? a.label}
                  </Button>
                ))}
            </span>
          ),
        });
      case "more":
        return helper.display({
          id: column.id,
          header,
          enableSorting: false,
          cell: (ctx) => (
            <span onClick={(e) => e.stopPropagation()}>
              <MoreOptionsMenu
                options={column.options
                  .filter((o) => !(o.hidden?.(ctx.row.original) ?? false))
                  .map((o) => ({ id: o.id, label: o.label, icon: o.icon, danger: o.danger, onSelect: () => o.onSelect(ctx.row.original) }))}
              />
            </span>
          ),
        });
    }
  });
};
