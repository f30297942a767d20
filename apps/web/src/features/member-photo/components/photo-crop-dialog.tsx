import type { CroppedArea, CroppedAreaPixels } from '@coop/contract';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useUploadMemberPhoto } from '../api/upload-member-photo';
import { PHOTO_TEXT } from '../messages';

const MAX_ZOOM = 3;

interface PhotoCropDialogProps {
  /** The picked file as a data URL, and its name: sent as they are, with the crop. */
  image: string;
  name: string;
  /** The dialog is done: saved or cancelled. */
  onClose: () => void;
}

/**
 * Choosing the part of the picture to keep: a round frame over the picture (drag to move, the slider or a pinch to
 * zoom), then save or cancel; Escape cancels.
 */
export function PhotoCropDialog({ image, name, onClose }: PhotoCropDialogProps) {
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<{ croppedArea: CroppedArea; croppedAreaPixels: CroppedAreaPixels }>();
  const upload = useUploadMemberPhoto();

  const save = () => {
    if (area) upload.mutate({ image, name, ...area }, { onSuccess: onClose });
  };

  return (
    <ModalDialog
      size="lg"
      title={PHOTO_TEXT.dialogTitle}
      description={PHOTO_TEXT.dialogHint}
      // the parent removes the dialog, unless a save is under way
      onEscape={() => {
        if (!upload.isPending) onClose();
      }}
    >
      <div className="relative mt-4 aspect-square w-full overflow-hidden rounded-xl bg-stone-800">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          // react-easy-crop gives whole pixels of the picture as the browser shows it (turned upright), as the server expects
          onCropComplete={(croppedArea: Area, croppedAreaPixels: Area) => setArea({ croppedArea, croppedAreaPixels })}
        />
      </div>
      <div className="mt-4 flex items-center gap-3">
        <label htmlFor={zoomId} className="shrink-0 text-base font-medium text-stone-700">
          {PHOTO_TEXT.zoom}
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="h-12 w-full accent-primary"
        />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} disabled={upload.isPending} className={secondaryButtonClass}>
          {PHOTO_TEXT.cancel}
        </button>
        <button type="button" onClick={save} disabled={!area || upload.isPending} className={primaryButtonClass}>
          {upload.isPending ? PHOTO_TEXT.saving : PHOTO_TEXT.save}
        </button>
      </div>
    </ModalDialog>
  );
}
