/**
 * The encodings of the CSV files the portal hands to other systems: TIS-620 (Windows-874), which Thai core banking
 * and payroll systems read, or UTF-8 with a byte order mark, which spreadsheet programs open as Thai.
 */
export const CSV_ENCODINGS = ['tis-620', 'utf-8'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];
