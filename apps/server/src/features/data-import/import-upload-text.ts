
/** Thai answers of the console's import routes (the rows' own reasons are in import-messages.ts). */
export const IMPORT_UPLOAD_TEXT = {
  unknownDataset: 'ไม่รู้จักชุดข้อมูลที่เลือก',
  notAFile: 'กรุณาส่งไฟล์เป็นข้อมูลแบบ application/octet-stream',
  tooLarge: (maxBytes: number) =>
    `ไฟล์มีขนาดเกิน ${maxBytes / (1024 * 1024)} MB ที่หน้านี้รับได้ ไม่ได้นำเข้าข้อมูลใด กรุณาแบ่งไฟล์ หรือนำเข้าด้วยคำสั่ง npm run import ที่เครื่องแม่ข่าย (ดู docs/import.md)`,
  cutOff: 'การส่งไฟล์ถูกตัดกลางคัน ไม่ได้นำเข้าข้อมูลใด กรุณาส่งใหม่อีกครั้ง',
  noSuchRun: 'ไม่พบการนำเข้าที่ระบุ',
} as const;
