/** Thrown inside the import's transaction when any row was refused, so nothing of the file is written. */
export class ImportRejected extends Error {
  constructor() {
    super('rows were rejected');
    this.name = 'ImportRejected';
  }
}
