/** Baht with two places, as the collection workbooks show amounts. */
export const MONEY = '#,##0.00';
/** A change in baht with its sign: + for more, − (the minus sign, not a hyphen) for less. */
export const SIGNED_MONEY = '+#,##0.00;"−"#,##0.00;0.00';
