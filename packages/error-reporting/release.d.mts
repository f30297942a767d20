/** `<version>+<short commit>` (1.0.0+a1b2c3d), the version alone without git; SENTRY_RELEASE wins when set. */
export declare function releaseTag(env?: NodeJS.ProcessEnv): string;
