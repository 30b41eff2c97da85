/** `2026-11-01` → `2026 年 11 月 1 日`, the way the texts write dates. ES2017, no DOM. */
export function chineseDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${String(Number(year))} 年 ${String(Number(month))} 月 ${String(Number(day))} 日`;
}
