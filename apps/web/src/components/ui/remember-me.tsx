/** The "remember me" box of a login form, a large target on a phone. */
export function RememberMe({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 text-base text-stone-800">
      <input
        type="checkbox"
        name="remember"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-primary"
      />
      {label}
    </label>
  );
}
