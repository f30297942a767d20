import { type ChangeEvent, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { notifyError } from '@/lib/notify';
import { PHOTO_TEXT } from '../messages';
import { ACCEPTED_TYPES, readPickedPicture } from './picked-picture';

// the cropper is loaded when a picture is picked, so no page pays for it before
const PhotoCropDialog = lazy(() => import('./photo-crop-dialog').then((m) => ({ default: m.PhotoCropDialog })));

/** "เปลี่ยนรูปประจำตัว": pick a picture, refuse at once what cannot be one, then crop and save it in a dialog. */
export function ChangePhotoButton() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ name: string; dataUrl: string } | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // picking the same file again after a cancel must still fire a change
    event.target.value = '';
    if (!file) return;
    const picture = await readPickedPicture(file);
    if (picture.ok) setPicked(picture);
    else notifyError(picture.problem);
  };

  const returnFocus = useRef(false);
  const close = () => {
    returnFocus.current = true;
    setPicked(null);
  };
  useEffect(() => {
    // only once the modal dialog is gone: while it is open the page behind it cannot take focus
    if (picked || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [picked]);

  return (
    <>
      <button ref={buttonRef} type="button" onClick={() => inputRef.current?.click()} className={`${secondaryButtonClass} w-full sm:w-auto`}>
        {PHOTO_TEXT.change}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_TYPES}
        onChange={(event) => void onPick(event)}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
      />
      {picked && (
        <Suspense fallback={<p role="status" className="sr-only">{PHOTO_TEXT.loadingCropper}</p>}>
          <PhotoCropDialog image={picked.dataUrl} name={picked.name} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
