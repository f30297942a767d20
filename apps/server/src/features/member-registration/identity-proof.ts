import { mobileDigits, nationalIdDigits } from '@coop/thai-format';

/** What the member typed to prove who they are. */
export interface IdentityClaim {
  idCard: string;
  birthDate: string;
  mobile: string;
}

/** What the cooperative holds of the member (members table). */
export interface IdentityFacts {
  national_id: string;
  birth_date: string | null;
  phone: string;
}

/** Every fact must match; a member without a birth date or phone on file cannot prove it online. */
export function claimMatches(claim: IdentityClaim, facts: IdentityFacts): boolean {
  const phone = mobileDigits(facts.phone);
  return (
    nationalIdDigits(claim.idCard) === facts.national_id &&
    facts.birth_date !== null &&
    claim.birthDate === facts.birth_date &&
    phone.length >= 9 &&
    mobileDigits(claim.mobile) === phone
  );
}
