import { IMPORT_UPLOAD_MAX_BYTES } from '@coop/contract';

/** Thai answers of the console's import routes (the rows' own reasons are in import-messages.ts). */
export const IMPORT_UPLOAD_TEXT = {
  unknownDataset: 'ไม่รู้จักชุดข้อมูลที่เลือก',
  notAFile: 'กรุณาส่งไฟล์เป็นข้อมูลแบบ application/octet-stream',
  tooLarge: `ไฟล์มีขนาดเกิน ${IMPORT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB กรุณาแบ่งไฟล์ หรือนำเข้าด้วยคำสั่ง npm run import ที่เครื่องแม่ข่าย`,
  cutOff: 'การส่งไฟล์ถูกตัดกลางคัน ไม่ได้นำเข้าข้อมูลใด กรุณาส่งใหม่อีกครั้ง',
} as const;
