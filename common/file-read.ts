/**
 * Reading uploaded files (issue 27 §2; ADR 26): what every import and the screenshot check answer for a
 * file past the server's limits, or one arriving while the file workers are all busy, and the column limit
 * of the imports' sheets. Each import keeps its own messages for its size, type and headers.
 */

/** The rightmost column an import reads a value from (BL): the imports' sheets have a dozen at most. */
export const SHEET_MAX_COLUMNS = 64;

export const FILE_READ_MSG = {
  /** A zip bomb, an archive that lies about its sizes or holds too many parts, a file too big to parse. */
  tooLarge: '文件内容过大或已损坏，无法读取',
  tooManyColumns: (max: number) => `列数过多，最多${max}列`,
  busy: '文件处理排队较多，请稍后再试',
} as const;
