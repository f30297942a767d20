import { formatMoney, formatSignedMoney } from '@coop/thai-format';
import { type SignKind, signToneClass } from '@/lib/sign-tone';

interface MoneyProps {
  value: number | null | undefined;
  /** Adds "บาท" after the figure, for amounts that stand alone rather than in a column of amounts. */
  baht?: boolean;
  className?: string;
}

/** An amount in baht (spec 9: Thai grouping, 2 decimals), in even-width digits and never broken across lines. */
export function Money({ value, baht = false, className = '' }: MoneyProps) {
  return (
    <span className={`whitespace-nowrap tabular-nums ${className}`}>
      {formatMoney(value)}
      {baht && value !== null && value !== undefined ? ' บาท' : ''}
    </span>
  );
}

interface SignedMoneyProps {
  value: number;
  /** The line's sign status: 1 adds, -1 takes away, 0 neither. */
  sign: number;
  kind: SignKind;
}

/** A statement amount in its sign colour (spec 4), with + or − in front so the colour is never the only clue. */
export function SignedMoney({ value, sign, kind }: SignedMoneyProps) {
  const prefix = sign === 1 ? '+' : sign === -1 ? '−' : '';
  return (
    <span className={`font-semibold whitespace-nowrap tabular-nums ${signToneClass(kind, sign)}`}>
      {prefix}
      {formatMoney(value)}
    </span>
  );
}

/** A change in baht with + or − in front (a bank app's way), so a rise and a fall read apart without colour; "-" when unknown. */
export function MoneyChange({ value, baht = false, className = '' }: { value: number | null; baht?: boolean; className?: string }) {
  return (
    <span className={`font-semibold whitespace-nowrap tabular-nums ${className}`}>
      {formatSignedMoney(value)}
      {baht && value !== null ? ' บาท' : ''}
    </span>
  );
}
