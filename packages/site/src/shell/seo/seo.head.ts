/** What one page's meta block says, already translated. */
export interface SeoMetaBlock {
  title: string;
  description: string;
  /** Absolute address of the page without query or hash. */
  canonical: string;
}

/** Marks the tags this module owns, so it replaces its own and never touches tags from index.html. */
const OWNED = 'data-site-seo';

const META_TAGS = [
  { attribute: 'name', key: 'description', field: 'description' },
  { attribute: 'property', key: 'og:title', field: 'title' },
  { attribute: 'property', key: 'og:description', field: 'description' },
  { attribute: 'property', key: 'og:url', field: 'canonical' },
  { attribute: 'name', key: 'twitter:title', field: 'title' },
  { attribute: 'name', key: 'twitter:description', field: 'description' },
] as const satisfies readonly { attribute: string; key: string; field: keyof SeoMetaBlock }[];

function owned(head: HTMLHeadElement, selector: string): Element | null {
  return head.querySelector(`${selector}[${OWNED}]`);
}

/**
 * Writes the meta block into `document.head` (title, description, og and twitter title and description, canonical
 * link), or removes what an earlier page wrote when `block` is null, so a page without meta never keeps another
 * page's. `fallbackTitle` is the title of pages without a block.
 */
export function applySeoMeta(doc: Document, block: SeoMetaBlock | null, fallbackTitle: string): void {
  const { head } = doc;
  doc.title = block ? block.title : fallbackTitle;
  for (const { attribute, key, field } of META_TAGS) {
    const selector = `meta[${attribute}="${key}"]`;
    let tag = owned(head, selector);
    if (!block) {
      tag?.remove();
      continue;
    }
    if (!tag) {
      tag = doc.createElement('meta');
      tag.setAttribute(attribute, key);
      tag.setAttribute(OWNED, '');
      head.append(tag);
    }
    tag.setAttribute('content', block[field]);
  }
  let link = owned(head, 'link[rel="canonical"]');
  if (!block) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement('link');
    link.setAttribute('rel', 'canonical');
    link.setAttribute(OWNED, '');
    head.append(link);
  }
  link.setAttribute('href', block.canonical);
}
