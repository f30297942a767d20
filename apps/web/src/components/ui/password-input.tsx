import { type InputHTMLAttributes, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  /** The show/hide button's name; it is a toggle, so its pressed state says which. */
  toggleLabel?: string;
};

/** A password input with a button that shows the typed text, for members who mistype on small screens. */
export function PasswordInput({ id, toggleLabel = 'แสดงรหัสผ่าน', className = '', ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...rest} id={id} type={visible ? 'text' : 'password'} className={`${className} pr-14`} />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-stone-600 hover:text-primary"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
