export const MEMBER_LOGON_PATH = '/member/logon';
export const MEMBER_HOME_PATH = '/member/status';
export const HOME_PATH = '/home';
