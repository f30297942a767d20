/** A failure meant for the client: its status, a code for programs and Thai text for people. */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries: the Retry-After of a limit reached or a service full. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const SESSION_ENDED_MESSAGE = 'ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง';
export const SERVER_ERROR_MESSAGE = 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในภายหลัง';
export const NOT_FOUND_MESSAGE = 'ไม่พบข้อมูลที่ร้องขอ';
