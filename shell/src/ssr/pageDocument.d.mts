import type { ReactElement, ReactNode } from 'react';

export interface Tag {
  tag: string;
  attrs?: Record<string, string>;
  text?: string;
}

export interface DocumentData {
  lang: string;
  title: string;
  noScript: string;
  head: Array<{
    tag: string;
    attrs?: Record<string, string>;
    default?: boolean;
    absolute?: string;
  }>;
  styles: string[];
  preloads: Array<Record<string, string>>;
  scripts: string[];
}

export interface BeforeApp {
  css: string;
  noScriptCss: string;
  noScript: string;
  appMissing: string;
  reload: string;
  watchScript: string;
}

export interface PageParts {
  doc: DocumentData;
  config?: unknown;
  styles?: Tag[];
  hints?: Tag[];
  frame?: { style: string; markup: string } | null;
  beforeApp?: BeforeApp;
  origin?: string;
}

export interface Answers {
  ready?: Promise<unknown>;
  read: () => { owner: string; state: unknown; member?: unknown };
}

export function PageDocument(props: {
  parts: PageParts;
  answers?: Answers | null;
  children?: ReactNode;
}): ReactElement;

export function renderDocument(
  tree: ReactNode,
  o: { scripts: string[]; signal?: AbortSignal; onError?: (error: unknown) => void },
): Promise<string>;
