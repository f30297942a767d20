import { MEMBERSHIP_NO_WIDTH } from './member-auth';

/** '1' → '0000001' (spec 5). */
export function padMembershipNo(input: string): string {
  return input.trim().padStart(MEMBERSHIP_NO_WIDTH, '0');
}
