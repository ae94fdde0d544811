import type { HttpStack } from 'tus-js-client';

/**
 * How the widget's tus uploads travel. The defaults are the browser's (XMLHttpRequest, 5 MB
 * pieces, retries after a dropped connection); component tests swap in a Node transport and
 * small pieces, so an upload has a middle to pause in.
 */
export interface UploadSettings {
  /** The transport; undefined: tus-js-client's own (XMLHttpRequest in a browser). */
  httpStack?: HttpStack;
  /** Bytes per PATCH. */
  chunkSize: number;
  /** Waits (ms) before each retry of a failed request: a dropped connection goes on after it. */
  retryDelays: number[];
  /** How often the status is asked while the server processes the video (ms). */
  pollMs: number;
}

export const defaultUploadSettings: UploadSettings = {
  chunkSize: 5 * 1024 * 1024,
  retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
  pollMs: 2000,
};

let current: UploadSettings = defaultUploadSettings;

export const uploadSettings = (): UploadSettings => current;

/** Tests only: another transport, piece size or poll interval (undefined: the defaults). */
export function setUploadSettings(patch?: Partial<UploadSettings>): void {
  current = patch ? { ...defaultUploadSettings, ...patch } : defaultUploadSettings;
}
