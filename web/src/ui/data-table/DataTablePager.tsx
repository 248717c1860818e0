import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dataTable } from "styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { Select } from "../select/Select.tsx";
import { PAGE_SIZES, pageJumpIndex } from "./page-jump.ts";

export interface DataTablePagerProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  rowCount: number;
  onPageIndexChange: (index: number) => void;
  onPageSizeChange: (size: number) => void;
}

const sizeOptions = PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

/** Page size (10, 50, 100, 250), previous/next, and a page-jump input limited to 1..page count. */
export const DataTablePager = ({ pageIndex, pageCount, pageSize, rowCount, onPageIndexChange, onPageSizeChange }: DataTablePagerProps) => {
  const { t } = useTranslation();
  const styles = dataTable();
  const pages = Math.max(1, pageCount);
  const [jump, setJump] = useState<string | null>(null);
  const commitJump = () => {
    if (jump === null) return;
    const index = pageJumpIndex(jump, pages);
    if (index !== null) onPageIndexChange(index);
    setJump(null);
  };
  return (
    <nav className={styles.footer} aria-label={t("Pagination")}>
      <div className={styles.pager}>
        <span>{t("Rows per page")}</span>
        <div style={{ width: "6rem" }}>
          <Select<number>
            aria-label={t("Rows per page")}
            options={sizeOptions}
            value={pageSize}
            onChange={(size) => size !== null && onPageSizeChange(size)}
          />
        </div>
        <span>{t("Total: {{total}}", { total: rowCount })}</span>
      </div>
      <div className={styles.pager}>
        <Button variant="secondary" size="sm" onClick={() => onPageIndexChange(pageIndex - 1)} disabled={pageIndex <= 0} aria-label={t("Previous page")}>
          ‹
        </Button>
        <label className={styles.pager}>
          <span>{t("Page")}</span>
          <input
            className={styles.pageJump}
            type="number"
            inputMode="numeric"
            min={1}
            max={pages}
            value={jump ?? String(pageIndex + 1)}
            onChange={(e) => setJump(e.currentTarget.value)}
            onBlur={commitJump}
            onKeyDown={(e) => {
              if (e.key === "Enter") commitJump();
            }}
            aria-label={t("Go to page")}
          />
          <span>{t("of {{pages}}", { pages })}</span>
        </label>
        <Button variant="secondary" size="sm" onClick={() => onPageIndexChange(pageIndex + 1)} disabled={pageIndex >= pages - 1} aria-label={t("Next page")}>
          ›
        </Button>
      </div>
    </nav>
  );
};
