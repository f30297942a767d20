export * from './number';
export * from './thai-date';
export * from './relative-time';
export * from './preview-text';
export * from './thai-name';
export * from './baht-text';
export * from './money-sum';
