/** 'yyyy-MM-dd' as the spec's dd.MM.yyyy, or dd.MM without the year. */
export const formatDay = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;
export const formatDate = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
