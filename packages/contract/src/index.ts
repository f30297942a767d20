export * from './errors';
export * from './health';
export * from './site';
export * from './member-auth';
export * from './member-status';
export * from './membership-no';
export * from './password-policy';
