/** What the demand form and pages tell visitors. */
export const DEMAND_NOT_FOUND = 'ไม่พบเรื่องที่ต้องการ';
export const DEMAND_RECEIVED = 'สหกรณ์ได้รับเรื่องของท่านแล้ว เจ้าหน้าที่จะติดต่อกลับโดยเร็ว';
export const CONTACT_REQUIRED = 'กรุณากรอกหมายเลขโทรศัพท์หรืออีเมลอย่างน้อยหนึ่งช่องทาง เพื่อให้สหกรณ์ติดต่อกลับได้';
export const REFERENCE_NOT_FOUND = 'ไม่พบเรื่องตามเลขอ้างอิงนี้ กรุณาตรวจสอบเลขอ้างอิงที่ได้รับเมื่อส่งเรื่อง';
export const tooManyLookups = (minutes: number) => `ท่านค้นหาเรื่องบ่อยเกินไป กรุณาลองใหม่ในอีก ${minutes} นาที`;
