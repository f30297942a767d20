/** A file the import cannot read at all (not UTF-8, not a workbook): reported as one error, with its Thai reason. */
export class FileRefused extends Error {
  constructor(readonly reason: string, readonly line = 1) {
    super(reason);
    this.name = 'FileRefused';
  }
}
