/**
 * The throttle areas that count a member's attempts (decisions 015, 023, 026): the login, the password change
 * (`{kind}-pass`), registration and the reset (`member-{purpose}`). A support unlock clears the member in all of them.
 */
export const MEMBER_THROTTLE_AREAS = ['member', 'member-pass', 'member-register', 'member-forget'] as const;
