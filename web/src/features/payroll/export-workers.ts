import type { ExportWorker } from "@workledger/domain";
import type { ExportWorkerDto } from "./payroll.api.ts";

/** The API's worker as read for export, in the domain's terms (the selection machine's input). */
export const exportWorkerOf = (dto: ExportWorkerDto): ExportWorker => ({
  id: dto.id,
  vismaId: dto.visma.id,
  idCode: dto.id_code,
  hasUnconfirmed: dto.work_group.hasUnConfirmed,
  dates: dto.work_group.group_by_date.map((d) => d.date).sort(),
});

/** The first and last day of the month before `today` (YYYY-MM-DD): payroll exports the month just ended. */
export const previousMonth = (today: string): { from: string; to: string } => {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, "0");
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, "0")}` };
};
