import { useEffect, useRef, useState } from 'react';

/**
 * An object URL per file for its preview. URLs are made for new files and revoked as soon as a file leaves the
 * list, and all of them on unmount, so removed photos do not stay in memory.
 */
export function usePreviewUrls(files: readonly File[]): ReadonlyMap<File, string> {
  const made = useRef(new Map<File, string>());
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(new Map());

  useEffect(() => {
    const current = made.current;
    for (const [file, url] of current) {
      if (!files.includes(file)) {
        URL.revokeObjectURL(url);
        current.delete(file);
      }
    }
    for (const file of files) {
      if (!current.has(file)) current.set(file, URL.createObjectURL(file));
    }
    setUrls(new Map(current));
  }, [files]);

  useEffect(() => {
    const current = made.current;
    return () => {
      for (const url of current.values()) URL.revokeObjectURL(url);
      current.clear();
    };
  }, []);

  return urls;
}
