// Replaced by build.mjs with the release tag (decision 019); absent when the server runs from source (tsx, tests).
declare const __COOP_RELEASE__: string | undefined;

/** `<version>+<short commit>` of the build, or undefined when running from source. */
export const builtRelease: string | undefined = typeof __COOP_RELEASE__ === 'string' ? __COOP_RELEASE__ : undefined;
