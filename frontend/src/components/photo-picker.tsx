import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '@shop/rules';
import { useEffect, useRef, useState } from 'react';
import { errorBody, errorMessage } from '../lib/api-error';
import { uploadPhoto, type PhotoUpload } from '../lib/upload-photo';
import { ProductImage } from './product-image';
import './photo-picker.css';

export interface PhotoPickerLabels {
  add: string;
  hint: string;
  list: string;
  main: string;
  moveEarlier: (position: number) => string;
  moveLater: (position: number) => string;
  remove: (position: number) => string;
  uploading: (name: string) => string;
  tooBig: (name: string) => string;
  tooMany: (max: number) => string;
  dismiss: string;
}

interface PhotoPickerProps {
  /** The product's image paths, main photo first (a form control's value). */
  value?: string[];
  onChange?: (paths: string[]) => void;
  /** The generated upload call for this audience (uploadAdminPhoto, uploadSupplierPhoto). */
  upload: PhotoUpload;
  labels: PhotoPickerLabels;
  /** Tells the form while photos are still on their way, so it is not saved without them. */
  onBusyChange?: (busy: boolean) => void;
}

interface Pending {
  id: number;
  name: string;
  preview: string;
  progress: number;
  error: string | null;
}

let nextId = 0;

/**
 * A product's photos from the phone's camera or gallery, several at once: each shows its upload
 * progress and joins the list when the shop has made its sizes; the first is the main photo, the
 * arrows reorder, the cross removes one.
 */
export function PhotoPicker({ value, onChange, upload, labels, onBusyChange }: PhotoPickerProps) {
  const paths = value ?? [];
  const [pending, setPending] = useState<Pending[]>([]);
  // Uploads finish in any order, each after renders that the others caused: always add to the latest list.
  const latest = useRef(paths);
  latest.current = paths;
  // Photos join the list in the order they were chosen, whichever upload finishes first.
  const order = useRef<{ item: Pending; path: string | null; failed: boolean }[]>([]);
  const busy = pending.some((item) => item.error === null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const update = (id: number, fields: Partial<Pending>) => setPending((items) => items.map((item) => (item.id === id ? { ...item, ...fields } : item)));
  const drop = (item: Pending) => {
    URL.revokeObjectURL(item.preview);
    setPending((items) => items.filter((other) => other.id !== item.id));
  };

  const flush = () => {
    const ready: string[] = [];
    while (order.current.length > 0 && (order.current[0].path !== null || order.current[0].failed)) {
      const head = order.current.shift()!;
      if (head.path === null) continue;
      ready.push(head.path);
      drop(head.item);
    }
    if (ready.length > 0) change([...latest.current, ...ready]);
  };

  const add = (files: File[]) => {
    const room = MAX_PRODUCT_PHOTOS - latest.current.length - pending.filter((item) => item.error === null).length;
    const items = files.map((file, index): Pending & { file: File } => ({
      id: (nextId += 1),
      name: file.name,
      preview: URL.createObjectURL(file),
      progress: 0,
      error: index >= room ? labels.tooMany(MAX_PRODUCT_PHOTOS) : file.size > MAX_PHOTO_BYTES ? labels.tooBig(file.name) : null,
      file,
    }));
    setPending((current) => [...current, ...items.map(({ file: _file, ...item }) => item)]);
    for (const item of items) {
      if (item.error) continue;
      const entry = { item, path: null as string | null, failed: false };
      order.current.push(entry);
      uploadPhoto(upload, item.file, (progress) => update(item.id, { progress }))
        .then((photo) => {
          entry.path = photo.path;
          update(item.id, { progress: 1 });
        })
        .catch((error: unknown) => {
          entry.failed = true;
          update(item.id, { error: errorBody(error)?.fields?.photo?.[0] ?? errorMessage(error) });
        })
        .finally(flush);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...paths];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    change(next);
  };

  return (
    <div className="photo-picker">
      {paths.length + pending.length > 0 ? (
        <ul className="photo-picker__list" aria-label={labels.list}>
          {paths.map((path, index) => (
            <li key={path} className="photo-picker__item">
              <ProductImage path={path} alt="" sizes="112px" />
              {index === 0 ? <span className="photo-picker__main">{labels.main}</span> : null}
              <div className="photo-picker__actions">
                <button type="button" aria-label={labels.moveEarlier(index + 1)} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  ‹
                </button>
                <button type="button" aria-label={labels.moveLater(index + 1)} disabled={index === paths.length - 1} onClick={() => move(index, index + 1)}>
                  ›
                </button>
                <button type="button" aria-label={labels.remove(index + 1)} onClick={() => change(paths.filter((other) => other !== path))}>
                  ×
                </button>
              </div>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.id} className={`photo-picker__item photo-picker__item--pending${item.error ? ' photo-picker__item--failed' : ''}`}>
              {/* A photo the browser cannot show (a HEIC) shows nothing rather than a broken-image icon. */}
              <img src={item.preview} alt="" onError={(event) => (event.currentTarget.style.visibility = 'hidden')} />
              {item.error ? (
                <div className="photo-picker__error" role="alert">
                  <span>{item.error}</span>
                  <button type="button" onClick={() => drop(item)}>
                    {labels.dismiss}
                  </button>
                </div>
              ) : (
                <progress max={1} value={item.progress} aria-label={labels.uploading(item.name)} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <label className="photo-picker__add">
        <input
          type="file"
          accept="image/*"
          multiple
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = ''; // the same photo may be chosen again after a failure
          }}
        />
        <span aria-hidden="true">+</span> {labels.add}
      </label>
      <p className="photo-picker__hint">{labels.hint}</p>
    </div>
  );
}
