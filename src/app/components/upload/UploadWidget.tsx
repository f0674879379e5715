import { FileUpload, type FileUploadFileRejectDetails } from '@ark-ui/react/file-upload';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import {
  allowedExtensionsHint,
  uploadRejections,
  type UploadConfiguration,
} from '../../../api/documents';
import { toaster } from '../../lib/toaster';
import { button } from '../button-styles';
import type { UploadItemState } from '../../../../machines/upload-item.machine';
import { UploadItemCard } from './UploadItemCard';
import { apiUploadTransport, type UploadTransport } from './upload-transport';

export type UploadWidgetProps = {
  /** The document type files are uploaded as, and the extensions it allows. */
  configuration: UploadConfiguration;
  fundFamilyId: string | null;
  /** Called each time a file is stored (the page refreshes its list of documents). */
  onUploaded?: () => void;
  transport?: UploadTransport;
};

type Item = { key: number; file: File };

/** Ark's own rejection codes in words; the extension and size reasons are ours (validate). */
const arkReasons: Record<string, (name: string) => string | null> = {
  FILE_EXISTS: (name) => `${name}: this file is already in the list.`,
  TOO_MANY_FILES: (name) => `${name}: at most 20 files at a time.`,
};

/** Spec §5: a rejected drop shows its reasons in an error toast. */
function toastRejections({ files }: FileUploadFileRejectDetails) {
  if (files.length === 0) return;
  const reasons = files.flatMap(({ file, errors }) =>
    errors.map((error) => arkReasons[error]?.(file.name) ?? error),
  );
  toaster.create({
    type: 'error',
    title: files.length === 1 ? 'File refused' : `${files.length} files refused`,
    description: reasons.join('\n'),
  });
}

const dropzoneStyle = css({
  border: '2px dashed',
  borderColor: 'gray.300',
  borderRadius: '8px',
  p: '5',
  textAlign: 'center',
  color: 'gray.700',
  cursor: 'pointer',
  '&[data-dragging]': { borderColor: 'blue.500', bg: 'blue.50' },
});

/**
 * The upload widget (spec §4, §5): a drop zone and file picker limited to the document
 * type's extensions (the hint lists them), one card per file running its own uploadItem
 * machine, and Upload all while some file is still waiting.
 */
export function UploadWidget({
  configuration,
  fundFamilyId,
  onUploaded,
  transport = apiUploadTransport,
}: UploadWidgetProps) {
  const [items, setItems] = useState<Item[]>([]);
  const [states, setStates] = useState<Record<number, UploadItemState>>({});
  const [startAll, setStartAll] = useState(0);
  const nextKey = useRef(1);
  const destination = { documentType: configuration.document_type, fundFamilyId };
  const hint = `${allowedExtensionsHint(configuration.allowed_extensions)}. Up to 10 MB each.`;

  const add = (files: File[]) => {
    const known = new Set(items.map((item) => item.file));
    const added = files.filter((file) => !known.has(file));
    if (added.length > 0)
      setItems((current) => [
        ...current,
        ...added.map((file) => ({ key: nextKey.current++, file })),
      ]);
  };
  const drop = (key: number) => setItems((current) => current.filter((item) => item.key !== key));
  const changed = (key: number, state: UploadItemState) => {
    setStates((current) => ({ ...current, [key]: state }));
    if (state === 'finished') onUploaded?.();
    if (state === 'removed') drop(key);
  };
  const waiting = items.filter((item) => (states[item.key] ?? 'added') === 'added').length;

  return (
    <FileUpload.Root
      maxFiles={20}
      acceptedFiles={items.map((item) => item.file)}
      validate={(file) => uploadRejections(file, configuration.allowed_extensions)}
      onFileAccept={({ files }) => add(files)}
      onFileReject={toastRejections}
      className={css({ display: 'grid', gap: '3' })}
    >
      <FileUpload.Label className={css({ fontWeight: 'medium' })}>
        Upload {configuration.display_name.toLowerCase()}
      </FileUpload.Label>
      {/* Not a button itself: it holds the Choose files button (axe nested-interactive). */}
      <FileUpload.Dropzone disableClick className={dropzoneStyle} aria-label="Drop files here">
        <div>Drop files here, or</div>
        <FileUpload.Trigger className={button({ variant: 'secondary' })} style={{ marginTop: 8 }}>
          Choose files
        </FileUpload.Trigger>
        <div className={css({ fontSize: 'sm', color: 'gray.600', mt: '2' })}>{hint}</div>
      </FileUpload.Dropzone>
      <FileUpload.HiddenInput data-testid="upload-input" />
      {items.length > 0 ? (
        <>
          <ul
            aria-label="Files to upload"
            className={css({ display: 'grid', gap: '2', listStyle: 'none', p: 0, m: 0 })}
          >
            {items.map((item) => (
              <UploadItemCard
                key={item.key}
                file={item.file}
                destination={destination}
                transport={transport}
                startAll={startAll}
                onStateChange={(state) => changed(item.key, state)}
              />
            ))}
          </ul>
          {waiting > 0 ? (
            <div>
              <button
                type="button"
                className={button()}
                onClick={() => setStartAll((count) => count + 1)}
              >
                Upload all
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </FileUpload.Root>
  );
}
