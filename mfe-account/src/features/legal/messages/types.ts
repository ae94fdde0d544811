/** A policy document of the service, kept as data and drawn as text (never as HTML). */
export interface LegalDocument {
  title: string;
  version: string;
  /** 시행일, YYYY-MM-DD. */
  effectiveDate: string;
  intro: string;
  articles: LegalArticle[];
}

export interface LegalArticle {
  title: string;
  paragraphs: string[];
  /** A numbered list after the paragraphs. */
  items?: string[];
}
