/** Why the server refused a form, kept under it after the toast has gone (announced as an alert). */
export function FormRefusal({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/30 bg-danger-light px-4 py-3 text-base font-medium text-danger">
      {message}
    </p>
  );
}
