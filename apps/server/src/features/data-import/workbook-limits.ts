/**
 * What a workbook may hold before it is refused unread (docs/import.md, decision 036). A sheet is streamed, so these
 * bound time, not memory; only the shared strings are held, and they have a cap of their own.
 */
export const WORKBOOK_LIMITS = {
  /** The file itself: the archive is read from memory, as its directory is at its end. */
  fileBytes: 100 * 1024 * 1024,
  /** Every part read, inflated: a zip bomb stops here. */
  inflatedBytes: 512 * 1024 * 1024,
  /** The shared strings part, inflated: its strings stay in memory while the sheet is read. */
  sharedStringBytes: 64 * 1024 * 1024,
  /** Cells present in the sheet (and shared strings): a million rows of five columns. */
  cells: 5_000_000,
  /** Excel's own last row. */
  rows: 1_048_576,
} as const;
