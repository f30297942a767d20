export const JOB_HEALTH_TEXT = {
  notDead: 'ไม่พบงานที่ล้มเหลวนี้ งานอาจถูกสั่งให้ทำใหม่ไปแล้ว',
  retried: 'สั่งให้ทำงานนี้ใหม่แล้ว',
} as const;
