import type { MessageKey } from '@platform/i18n';
import { VALIDATION_LIMITS } from '@platform/validation';
import { type ChangeEvent, type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { CloseIcon, PlusIcon } from '../../icons/icons';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { Button } from '../button/Button';
import { FieldShell } from '../field/Field';
import { describedBy, useFieldIds } from '../field/field.ids';
import { IconButton } from '../icon-button/IconButton';
import * as styles from './image-picker.css';
import { type ImageRefusal, imageAccept, imageRefusalMessages, selectImages } from './image-picker.rules';
import { usePreviewUrls } from './usePreviewUrls';

export interface ImagePickerProps {
  label: ReactNode;
  hint?: ReactNode;
  /** An error from the form (e.g. limit2, an image is required); refusals of picked files are shown by the picker. */
  error?: ReactNode;
  /** The chosen files, in order. */
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** @default 3 */
  maxFiles?: number;
  /** @default 5242880 */
  maxBytes?: number;
  /** Message keys per refusal, merged over `imageRefusalMessages`. */
  messages?: Partial<Record<ImageRefusal, MessageKey>>;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * Picks JPEG and PNG images (by content, through @platform/validation) up to a size and count, shows previews with
 * a remove button each, and says why a file was refused. Files can also be dropped on it. Focus goes to the next
 * remove button (or the add button) after a removal.
 */
export function ImagePicker({
  label,
  hint,
  error,
  value,
  onChange,
  maxFiles = VALIDATION_LIMITS.claimImagesMax,
  maxBytes = VALIDATION_LIMITS.imageBytesMax,
  messages,
  required,
  disabled,
  id,
  className,
}: ImagePickerProps) {
  const t = useT();
  const ids = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const latest = useRef(value);
  latest.current = value;
  const [refusal, setRefusal] = useState<ImageRefusal | undefined>();
  const [checking, setChecking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<number | null>(null);
  const previews = usePreviewUrls(value);
  const full = value.length >= maxFiles;

  useEffect(() => {
    if (focusAfterRemoval === null) return;
    (
      removeButtons.current[focusAfterRemoval] ??
      removeButtons.current[focusAfterRemoval - 1] ??
      addButton.current
    )?.focus();
    setFocusAfterRemoval(null);
  }, [focusAfterRemoval]);

  const take = async (picked: File[]) => {
    if (picked.length === 0 || disabled) return;
    setChecking(true);
    const selection = await selectImages(picked, latest.current.length, { maxFiles, maxBytes });
    setChecking(false);
    setRefusal(selection.refusal);
    if (selection.accepted.length > 0) onChange([...latest.current, ...selection.accepted]);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) fires change again.
    event.target.value = '';
    void take(picked);
  };

  const openPicker = () => {
    if (disabled) return;
    if (full) {
      setRefusal('count');
      return;
    }
    input.current?.click();
  };

  const removeAt = (index: number) => {
    onChange(value.filter((_, position) => position !== index));
    setRefusal(undefined);
    setFocusAfterRemoval(index);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(Array.from(event.dataTransfer.files));
  };

  const refusalKey = refusal ? { ...imageRefusalMessages, ...messages }[refusal] : undefined;
  // The refusal answers the player's last pick, so it wins over the form's older error until the next change.
  const shownError = refusalKey ? t(refusalKey, { max: maxFiles }) : error;

  return (
    <FieldShell
      ids={ids}
      label={label}
      labelAs="span"
      hint={hint}
      error={shownError}
      required={required}
      announceError
      className={className}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for pointer users; the keyboard path is the upload button inside */}
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {value.length > 0 ? (
          <ul className={styles.list}>
            {value.map((file, index) => {
              const nameId = `${ids.control}-file-${index}`;
              const url = previews.get(file);
              return (
                <li key={`${file.name}-${file.lastModified}-${file.size}`} className={styles.item}>
                  {url ? <img className={styles.preview} src={url} alt={file.name} /> : null}
                  <VisuallyHidden id={nameId}>{file.name}</VisuallyHidden>
                  <IconButton
                    ref={(element) => {
                      removeButtons.current[index] = element;
                    }}
                    className={styles.remove}
                    size="sm"
                    round
                    label={t('common.remove')}
                    aria-describedby={nameId}
                    icon={<CloseIcon />}
                    disabled={disabled}
                    onClick={() => removeAt(index)}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
        <Button
          ref={addButton}
          id={ids.control}
          tone="secondary"
          size="sm"
          className={styles.add}
          aria-labelledby={`${ids.label} ${ids.control}-add`}
          aria-describedby={describedBy(ids, { hint, error: true })}
          disabled={disabled}
          loading={checking}
          onClick={openPicker}
        >
          <PlusIcon aria-hidden="true" />
          <span id={`${ids.control}-add`}>{t('common.upload')}</span>
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={imageAccept}
          multiple={maxFiles - value.length > 1}
          onChange={onInputChange}
        />
      </div>
    </FieldShell>
  );
}
