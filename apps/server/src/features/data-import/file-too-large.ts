/** The file passed the size the import takes while it was read (an upload without Content-Length, say). */
export class FileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLarge';
  }
}
