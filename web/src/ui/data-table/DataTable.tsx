import { useTable, type PaginationState, type Row, type RowSelectionState, type SortingState } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dataTable } from "styled-system/recipes";
import { sortEntriesOf, type SortEntry } from "./sort-entries.ts";
import { dataTableFeatures, toColumnDefs, type DataTableColumn, type DataTableFeatures } from "./data-table-columns.tsx";
import { DataTablePager } from "./DataTablePager.tsx";
import { isDangerRow, isPendingRow, PAGE_SIZES, SKELETON_ROWS, VIRTUALISE_ABOVE } from "./page-jump.ts";

const ROW_HEIGHT = 50;

export interface DataTableProps<T extends Record<string, unknown>> {
  data: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  loading?: boolean;
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  /** Rows whose status is present and not 'Active' are shown in the danger style; waiting activation in a calm pending one. */
  statusOf?: (row: T) => unknown;
  emptyText?: ReactNode;
  onRowClick?: (row: T) => void;
  initialPageSize?: (typeof PAGE_SIZES)[number];
  /** Server-side paging and sorting: give the total and handle the changes. */
  server?: {
    rowCount: number;
    onPaginationChange: (pagination: PaginationState) => void;
    /** The spec's sort entries ({ column, direction }). */
    onSortingChange: (sorting: SortEntry[]) => void;
  };
}

/** Paginated, sortable, selectable table on TanStack Table v9; virtualised when many rows render. */
export const DataTable = <T extends Record<string, unknown>>({
  data,
  columns,
  getRowId,
  label,
  loading = false,
  selectable = false,
  onSelectionChange,
  statusOf = (row) => row.status,
  emptyText,
  onRowClick,
  initialPageSize = 10,
  server,
}: DataTableProps<T>) => {
  const { t } = useTranslation();
  const styles = dataTable();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: initialPageSize });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const lastClick = useRef(0);

  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination, rowSelection },
    // The spec's sort toggles asc/desc only.
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: selectable,
    manualPagination: server !== undefined,
    manualSorting: server !== undefined,
    rowCount: server?.rowCount,
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      setSorting(next);
      server?.onSortingChange(sortEntriesOf(next));
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === "function" ? updater(pagination) : updater;
      setPagination(next);
      server?.onPaginationChange(next);
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === "function" ? updater(rowSelection) : updater;
      setRowSelection(next);
      onSelectionChange?.(data.filter((row) => next[getRowId(row)] === true));
    },
  });

  const rows = table.getRowModel().rows;
  const columnCount = columnDefs.length + (selectable ? 1 : 0);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALISE_ABOVE;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const shownRows: Row<DataTableFeatures, T>[] = virtual ? items.map((i) => rows[i.index]).filter((r) => r !== undefined) : rows;

  const clickRow = (row: T) => {
    // Spec: row click debounce 100 ms.
    const now = Date.now();
    if (now - lastClick.current < 100) return;
    lastClick.current = now;
    onRowClick?.(row);
  };

  return (
    <div className={styles.root}>
      <div ref={scroller} className={styles.scroller} style={virtual ? { maxHeight: "70vh" } : undefined}>
        <table className={styles.table} aria-label={label} aria-busy={loading || undefined} aria-rowcount={virtual ? rows.length + 1 : undefined}>
          <thead className={styles.head}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th className={styles.headerCell} style={{ width: "2.5rem" }}>
                    <input
                      type="checkbox"
                      aria-label={t("Select all rows")}
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(el) => {
                        if (el) el.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
                      }}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <th
                      key={header.id}
                      className={styles.headerCell}
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
                          {content}
                          <span aria-hidden>{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading &&
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={`skeleton-${i}`} className={styles.row} data-testid="skeleton-row">
                  {Array.from({ length: columnCount }, (_, j) => (
                    <td key={j} className={styles.cell}>
                      <div className={styles.skeleton} />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td className={styles.empty} colSpan={columnCount}>
                  {emptyText ?? t("No Records Found")}
                </td>
              </tr>
            )}
            {!loading && padTop > 0 && <tr style={{ height: padTop }} aria-hidden />}
            {!loading &&
              shownRows.map((row) => (
                <tr
                  key={row.id}
                  className={styles.row}
                  data-selected={row.getIsSelected() ? "" : undefined}
                  data-danger={isDangerRow(statusOf(row.original)) ? "" : undefined}
                  data-pending={isPendingRow(statusOf(row.original)) ? "" : undefined}
                  data-clickable={onRowClick ? "" : undefined}
                  aria-selected={selectable ? row.getIsSelected() : undefined}
                  onClick={onRowClick ? () => clickRow(row.original) : undefined}
                  style={virtual ? { height: ROW_HEIGHT } : undefined}
                >
                  {selectable && (
                    <td className={styles.cell} onClick={(e) => e.stopPropagation()}>
                      <input
                        type="checkbox"
                        aria-label={t("Select row")}
                        checked={row.getIsSelected()}
                        disabled={!row.getCanSelect()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  )}
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={styles.cell}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading && padBottom > 0 && <tr style={{ height: padBottom }} aria-hidden />}
          </tbody>
        </table>
      </div>
      <DataTablePager
        pageIndex={pagination.pageIndex}
        pageCount={table.getPageCount()}
        pageSize={pagination.pageSize}
        rowCount={table.getRowCount()}
        onPageIndexChange={(index) => table.setPageIndex(index)}
        onPageSizeChange={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
      />
    </div>
  );
};
