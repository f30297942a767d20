/** Spec 2.3: the balance confirmation page. */
export const CONFIRM_PAGE_PATH = '/member/confirmData';
