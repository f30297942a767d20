/** Thai answers shared by every area that logs in (members, member groups); spec 8 gives the login one. */
export const LOGIN_SUCCESS_MESSAGE = 'เข้าสู่ระบบแล้ว';
export const LOGOUT_MESSAGE = 'ออกจากระบบเรียบร้อยแล้ว';
