export const LAST_UPDATE_TEXT = {
  label: 'ข้อมูล ณ วันที่',
} as const;
